/** The office page every payout route belongs to (its access and the spectator rule follow from it). */
export const payoutsPage = { page: 'OfficePayouts' } as const;

/** A stored file as the payout replies name it: its id (for the file streamer) and its name. */
export const fileRef = (file: { id: number; name: string }): { id: number; name: string } => ({
  id: file.id,
  name: file.name,
});
