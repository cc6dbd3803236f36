/** The ticket-answer e-mail's texts of both locale files, bundled into the functions (ticketMail.*). */
import type { TicketMailMessages } from '@tender/core/services/tickets/index';
import en from '../../../locales/en.json';
import nl from '../../../locales/nl.json';

export const TICKET_MAIL_MESSAGES: TicketMailMessages = { en: en.ticketMail, nl: nl.ticketMail };
