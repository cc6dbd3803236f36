/** Knowledge-base training: the job that embeds every chunk (the callable starts it). */
export * from './trainKnowledgeBase';
