/** A chat as lists show it. */
export const conversationSummary = (row: {
  id: string;
  title: string;
  creationDate: Date;
  updatedDate: Date;
}) => ({
  id: row.id,
  title: row.title,
  creationDate: row.creationDate.toISOString(),
  updatedDate: row.updatedDate.toISOString(),
});
