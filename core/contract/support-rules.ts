// The support chat's limits without its schemas (docs/support.md): the player app's chat machine imports
// them, so the chat page does not load the schema library. core/contract/support.ts re-exports them.
export const SUPPORT = {
  /** Characters of one text message. */
  textMax: 1000,
  /** An image attachment: PNG or GIF (decided by its bytes, re-encoded), at most this many bytes. */
  imageMaxBytes: 2 * 1024 * 1024,
  /** Messages a read answers at most; the client asks again from the last one it got. */
  pageSize: 100,
  /** A stream ticket opens a stream for this long (an open stream is not cut when it expires). */
  ticketSeconds: 3600,
  /** A visitor's token lasts a day. */
  visitorSeconds: 24 * 3600,
  /** Seconds between the heartbeat comments of a stream. */
  heartbeatSeconds: 15,
} as const
