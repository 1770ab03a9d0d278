import { z } from 'zod';
import { authMessageKeys, emailSchema, nameSchema } from '../auth-schemas.ts';
import { languages } from '../i18n/languages.ts';
import {
  contactMessageMaxLength,
  contactMessageMinLength,
  contactNameMaxLength,
  contactTopics,
  contactTrapField,
} from './contact.ts';

/** Message keys (in the `authErrors` namespace, as auth-schemas.ts's) of this form's own limits. */
export const contactMessageKeys = {
  nameTooLong: 'NAME_TOO_LONG',
  messageTooShort: 'MESSAGE_TOO_SHORT',
  messageTooLong: 'MESSAGE_TOO_LONG',
} as const;

/** What POST /api/contact accepts (decision 0047). */
export const contactFormSchema = z.object({
  name: nameSchema.pipe(z.string().max(contactNameMaxLength, contactMessageKeys.nameTooLong)),
  email: emailSchema.pipe(z.string().max(254, authMessageKeys.emailInvalid)),
  topic: z.enum(contactTopics),
  message: z
    .string()
    .trim()
    .min(contactMessageMinLength, contactMessageKeys.messageTooShort)
    .max(contactMessageMaxLength, contactMessageKeys.messageTooLong),
  language: z.enum(languages),
  formToken: z.string().min(1).max(200),
  [contactTrapField]: z.string().max(500).default(''),
});
export type ContactForm = z.infer<typeof contactFormSchema>;
