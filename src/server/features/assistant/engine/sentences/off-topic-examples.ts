/**
 * Questions a general assistant gets that are not about the markets, written by hand (never taken from the question
 * set). A visitor's question closer to one of these than to anything in the knowledge is not answered: "my fridge at
 * home is leaking" reads like a cooler report to a word matcher, but reads like the home-appliance example here.
 */
export const offTopicExamples = [
  'What is the weather forecast for tomorrow?', 'Who won the game last night?', 'Tell me a joke.', 'What is the meaning of life?',
  'How many miles are in a kilometer?', 'Translate this sentence into Spanish.', 'What year did World War II end?', 'Who is the president of the United States?',
  'What is the square root of 144?', 'Recommend a good movie to watch tonight.', 'Write me a poem about the sea.', 'What time is it in Tokyo?',
  'Should I buy shares in a tech company?', 'What will interest rates do this year?', 'How do I open a savings account at my bank?', 'How much tax do I owe this year?',
  'Find me a cheap flight to Chicago.', 'Reserve a room at a hotel near the airport.', 'What are the best restaurants near me?', 'Order me a pizza for delivery.',
  'My dishwasher at home is leaking, how do I repair it?', 'My car will not start in the morning.', 'My laptop keeps crashing, how do I fix it?', 'How do I reset my phone to factory settings?',
  'My home internet is slow.', 'How do I unclog a kitchen sink?', 'My washing machine is making a loud noise.', 'The heater in my apartment is broken, what should I tell my landlord?',
  'What are the symptoms of the flu?', 'Which doctor should I see for back pain?', 'How do I make an appointment at the clinic?', 'What medication helps with a headache?',
  'How do I apply to a university?', 'When is the deadline for financial aid?', 'What classes should I take next semester?', 'How do I become a teacher?',
  'What is a good workout routine for beginners?', 'How many calories should I eat a day?', 'How do I cancel my gym membership?', 'What is the best diet to lose weight?',
  'How do I write a resume?', 'Are you hiring, and how do I apply for a job?', 'How do I ask my boss for a raise?', 'What is a good salary for a nurse?',
  'How do I start a small business?', 'How do I market my online store?', 'What is a good business plan template?', 'How do I sell products on Amazon?',
  'How do I cook rice?', 'What is a good recipe for dinner tonight?', 'How long should I bake chicken?', 'Is chocolate bad for dogs?',
  'How do I rent an apartment downtown?', 'What do homeowners association fees pay for?', 'How do I sell my house?', 'How do I get a mortgage?',
  'What is the population of Brazil?', 'How far is the moon from the earth?', 'Who painted the Mona Lisa?', 'How do airplanes fly?',
  'Help me with my math homework.', 'Write an essay about climate change.', 'How do I learn to code in Python?', 'What is artificial intelligence?',
  'When does the grocery store close?', 'Where is the nearest gas station?', 'When does the post office open?', 'What are the visiting hours at the city library?',
];
