/** Customer use cases that need no server: from a tender's buyer, the list and a customer's links. */
export * from './customerLinks';
export * from './fromTender';
