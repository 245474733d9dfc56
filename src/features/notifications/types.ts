import type { Database } from '@/lib/database.types';

/** A notification as the app shows it (the row, camel-cased). */
export interface AppNotification {
  id: string;
  kind: string;
  title: string;
  body: string;
  /** An app path ('/listings/…'); the database refuses anything else. */
  link: string;
  readAt: string | null;
  createdAt: string;
}

export type NotificationRow = Pick<
  Database['public']['Tables']['notifications']['Row'],
  'id' | 'kind' | 'title' | 'body' | 'link' | 'read_at' | 'created_at'
>;
