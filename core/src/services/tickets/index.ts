export * from './ticketList';
export * from './ticketEvents';
export * from './ticketMail';
