export { ContactMessages } from './components/contact-messages';
