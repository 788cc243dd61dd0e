/**
 * "Copy this trip" (content orchestration `POST contents/{id}/copies`): the published trip `tripId` becomes a new
 * draft trip of the signed-in reader's, with content id `copyId`. The same copy id answers the same copy, so a
 * retried or doubled request makes one copy. Answers the copy's content id.
 */
export interface TripCopyApi {
  copyTrip(token: string, tripId: string, copyId: string): Promise<{ readonly contentId: string }>;
}
