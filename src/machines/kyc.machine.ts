// 身份认证 (/mine/kyc, docs/kyc.md): load the tier, the review state and the documents sent; the player
// picks an image for a document kind (identity or address), sees it, and uploads it with its progress.
// The review state picks the resting state (open, pending, refused with its reason, another document
// requested, verified), so the view asks the machine, not the status, what to draw. After an upload
// the status is read again: the server decides what the review state is now.
import { assign, emit, fromPromise, setup } from 'xstate'
import { KYC, type KycDocument, type KycDocumentKind, type KycStatus } from '../../core/contract/kyc'
import * as kyc from '../api/kyc'
import { errorOf, type FieldMessage, failureText, type Notice, outputOf } from './memberKit'

type PerKind<T> = Record<KycDocumentKind, T>
type Loaded = { status: KycStatus; documents: KycDocument[] }

export type KycContext = {
  status: KycStatus | null
  documents: KycDocument[]
  /** The image chosen for each kind, not sent yet. */
  picked: PerKind<File | null>
  /** What went wrong with each kind's image: a catalog key or the server's text. */
  errors: PerKind<FieldMessage | null>
  /** The kind being sent, and how far (0-100). */
  sending: KycDocumentKind | null
  percent: number
}

export type KycEvent =
  | { type: 'kyc.retry' }
  | { type: 'kyc.pick'; kind: KycDocumentKind; file: File }
  | { type: 'kyc.clear'; kind: KycDocumentKind }
  | { type: 'kyc.upload'; kind: KycDocumentKind }
  | { type: 'kyc.progress'; percent: number }

/** The status badge: the review state when there is one, else the tier. */
export type KycBadge = 'none' | 'basic' | 'pending' | 'verified' | 'refused' | 'more'
export const kycBadge = (status: KycStatus | null): KycBadge | null => {
  if (!status) return null
  if (status.tier === 'verified' || status.state === 'verified') return 'verified'
  if (status.state === 'none') return status.tier === 'basic' ? 'basic' : 'none'
  return status.state
}

/** The newest document of a kind (the server lists them newest first). */
export const latestOf = (documents: KycDocument[], kind: KycDocumentKind) =>
  documents.find((d) => d.kind === kind) ?? null

/** What the server takes (docs/kyc.md): PNG or GIF, at most 2 MB; judged again by its bytes there. */
export const acceptableImage = (file: File) =>
  (file.type === 'image/png' || file.type === 'image/gif') && file.size > 0 && file.size <= KYC.maxBytes

const NONE: PerKind<null> = { identity: null, address: null }
const stateIs =
  (state: KycStatus['state']) =>
  ({ context }: { context: KycContext }) =>
    context.status?.state === state

export const kycMachine = setup({
  types: {
    context: {} as KycContext,
    events: {} as KycEvent,
    emitted: {} as Notice,
  },
  actors: {
    loadKyc: fromPromise<Loaded>(async () => {
      const [status, documents] = await Promise.all([kyc.kycStatus(), kyc.kycDocuments()])
      return { status, documents }
    }),
    uploadDocument: fromPromise<
      KycDocument,
      { kind: KycDocumentKind; file: File; onProgress: (percent: number) => void }
    >(({ input }) => kyc.kycUpload(input.kind, input.file, input.onProgress)),
  },
  actions: {
    storeLoaded: assign(({ event }) => outputOf<Loaded>(event)),
    pick: assign(({ context, event }) =>
      event.type === 'kyc.pick'
        ? {
            picked: { ...context.picked, [event.kind]: event.file },
            errors: { ...context.errors, [event.kind]: null },
          }
        : {},
    ),
    refusePick: assign(({ context, event }) =>
      event.type === 'kyc.pick'
        ? {
            picked: { ...context.picked, [event.kind]: null },
            errors: { ...context.errors, [event.kind]: { key: 'kyc.err.upload' } },
          }
        : {},
    ),
    clearPick: assign(({ context, event }) =>
      event.type === 'kyc.clear'
        ? {
            picked: { ...context.picked, [event.kind]: null },
            errors: { ...context.errors, [event.kind]: null },
          }
        : {},
    ),
    startSending: assign(({ context, event }) =>
      event.type === 'kyc.upload'
        ? { sending: event.kind, percent: 0, errors: { ...context.errors, [event.kind]: null } }
        : {},
    ),
    storeProgress: assign({
      percent: ({ context, event }) => (event.type === 'kyc.progress' ? event.percent : context.percent),
    }),
    storeSent: assign(({ context }) => ({
      picked: context.sending ? { ...context.picked, [context.sending]: null } : context.picked,
      sending: null,
    })),
    storeUploadError: assign(({ context, event }) => ({
      errors: context.sending
        ? { ...context.errors, [context.sending]: { key: failureText(errorOf(event)) } }
        : context.errors,
      sending: null,
    })),
    notifyUploaded: emit({ type: 'notice', kind: 1, key: 'kyc.uploaded' } as Notice),
  },
  guards: {
    isVerified: stateIs('verified'),
    isPending: stateIs('pending'),
    isRefused: stateIs('refused'),
    isMoreRequested: stateIs('more'),
    isAcceptableImage: ({ event }) => event.type === 'kyc.pick' && acceptableImage(event.file),
    hasPicked: ({ context, event }) => event.type === 'kyc.upload' && context.picked[event.kind] !== null,
  },
}).createMachine({
  id: 'kyc',
  context: { status: null, documents: [], picked: NONE, errors: NONE, sending: null, percent: 0 },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadKyc',
        src: 'loadKyc',
        onDone: { target: 'sorting', actions: 'storeLoaded' },
        onError: 'failed',
      },
    },
    failed: {
      tags: ['error'],
      on: { 'kyc.retry': 'loading' },
    },
    sorting: {
      always: [
        { guard: 'isVerified', target: 'verified' },
        { guard: 'isPending', target: 'collecting.pending' },
        { guard: 'isRefused', target: 'collecting.refused' },
        { guard: 'isMoreRequested', target: 'collecting.requested' },
        { target: 'collecting.open' },
      ],
    },
    verified: {},
    collecting: {
      tags: ['form'],
      initial: 'open',
      on: {
        'kyc.pick': [{ guard: 'isAcceptableImage', actions: 'pick' }, { actions: 'refusePick' }],
        'kyc.clear': { actions: 'clearPick' },
        'kyc.upload': { guard: 'hasPicked', target: 'uploading', actions: 'startSending' },
      },
      // Which review the page is in: nothing sent yet, waiting, refused (reason shown), or one kind
      // asked for again (that card is marked).
      states: {
        open: {},
        pending: {},
        refused: {},
        requested: {},
      },
    },
    uploading: {
      tags: ['busy'],
      on: { 'kyc.progress': { actions: 'storeProgress' } },
      invoke: {
        id: 'uploadDocument',
        src: 'uploadDocument',
        input: ({ context, self }) => {
          const kind = context.sending ?? 'identity'
          return {
            kind,
            file: context.picked[kind] as File,
            onProgress: (percent: number) => self.send({ type: 'kyc.progress', percent }),
          }
        },
        onDone: { target: 'loading', actions: ['storeSent', 'notifyUploaded'] },
        // Back to the review state the page was in (the status is unchanged by a refused upload).
        onError: { target: 'sorting', actions: 'storeUploadError' },
      },
    },
  },
})
