/** A chat with its dates, as a rename answers it (the list answers only id and title, 0074). */
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
