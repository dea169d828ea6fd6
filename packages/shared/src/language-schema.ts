/**
 * The rule of a body's `language` (the order's at checkout, the account's at registration and
 * on the profile), written once with its message. Apart from languages.ts, which every page
 * loads, so that it brings no zod with it.
 */
import { z } from 'zod';
import { LANGUAGES } from './languages.ts';

export const LANGUAGE_MESSAGE = `The language is one of ${LANGUAGES.join(', ')}.`;

export const LanguageSchema = z.enum(LANGUAGES, { error: LANGUAGE_MESSAGE });
