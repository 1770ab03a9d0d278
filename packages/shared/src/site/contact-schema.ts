import { z } from 'zod';
import { emailSchema, nameSchema } from '../auth-schemas.ts';
import { languages } from '../i18n/languages.ts';
import {
  contactMessageMaxLength,
  contactMessageMinLength,
  contactTopics,
  contactTrapField,
} from './contact.ts';

/** What POST /api/contact accepts (decision 0047). */
export const contactFormSchema = z.object({
  name: nameSchema.pipe(z.string().max(100)),
  email: emailSchema.pipe(z.string().max(254)),
  topic: z.enum(contactTopics),
  message: z.string().trim().min(contactMessageMinLength).max(contactMessageMaxLength),
  language: z.enum(languages),
  formToken: z.string().min(1).max(200),
  [contactTrapField]: z.string().max(500).default(''),
});
export type ContactForm = z.infer<typeof contactFormSchema>;
