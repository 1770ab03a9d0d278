/**
 * A change to announce to the owner's open browser tabs (spec §3: "changes are broadcast with
 * updated_date and the list of changed properties").
 */
export interface RealtimeChange {
  userId: string;
  table: 'adcreative' | 'event' | 'userprofile';
  id: string;
  updatedDate: Date;
  changes: string[];
}

export type PublishChange = (change: RealtimeChange) => Promise<void>;
