// What another feature loads on demand, so it gets a chunk of its own.
export { ContactSection } from './components/contact-section';
