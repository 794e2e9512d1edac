-- Staff still carrying the first admin's old placeholder name ("Site Administrator") are named from their e-mail
-- address's local part, as a new account made without a name is (maria.lopez@… is Maria Lopez, admin@… is Admin):
-- visitors see the first name when that person takes a chat. Staff correct it on /admin-users.
WITH named AS (
  SELECT id,
    array_remove(regexp_split_to_array(regexp_replace(split_part(email, '@', 1), '[0-9]+', '', 'g'), '[._+-]+'), '') AS words
  FROM users
  WHERE first_name = 'Site' AND last_name = 'Administrator'
)
UPDATE users SET
  first_name = coalesce(initcap(named.words[1]), 'Team'),
  last_name = CASE WHEN named.words[1] IS NULL THEN 'Member' ELSE initcap(array_to_string(named.words[2:], ' ')) END
FROM named
WHERE users.id = named.id;
