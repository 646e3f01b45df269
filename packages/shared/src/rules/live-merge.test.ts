import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyChanges, type DocumentChange, diffDocument, withItemIds } from './live-merge.ts';

type Doc = Record<string, unknown>;

describe('diffDocument / applyChanges', () => {
  it('turns base into next', () => {
    const base = { a: 1, s: { x: 1, y: 2 }, strokes: [{ id: 'a', p: [1] }], gone: true };
    const next = {
      a: 2,
      s: { x: 1, z: 3 },
      strokes: [
        { id: 'a', p: [1] },
        { id: 'b', p: [2] },
      ],
    };
    const changes = diffDocument(base, next);
    expect(applyChanges(base, changes)).toEqual(next);
    expect(changes).toContainEqual({ op: 'upsertItems', path: ['strokes'], items: [{ id: 'b', p: [2] }] });
  });

  it('keeps both strokes added on two devices and both settings changed on two devices', () => {
    const base = { settings: { color: 'red', size: 1 }, strokes: [] as unknown[] };
    const a = diffDocument(base, { settings: { color: 'blue', size: 1 }, strokes: [{ id: 'a' }] });
    const b = diffDocument(base, { settings: { color: 'red', size: 3 }, strokes: [{ id: 'b' }] });
    expect(applyChanges(applyChanges(base, a), b)).toEqual({
      settings: { color: 'blue', size: 3 },
      strokes: [{ id: 'a' }, { id: 'b' }],
    });
  });

  it('gives strokes stored without ids stable ids, so strokes added to an old drawing on two devices are both kept', () => {
    const legacy = [
      { tool: 'pen', color: 'black', width: 4, points: [0.1, 0.2, 0.5] },
      { tool: 'pen', color: 'red', width: 4, points: [0.3, 0.4, 0.5] },
      { tool: 'pen', color: 'black', width: 4, points: [0.1, 0.2, 0.5] },
    ];
    const stored = { widgetComponentData: { strokes: legacy } };
    // The same ids on every client and the server, whatever order the stored keys come back in.
    const reordered = legacy.map(({ points, width, color, tool }) => ({ points, width, color, tool }));
    const ids = (withItemIds(legacy) as { id: string }[]).map((s) => s.id);
    expect((withItemIds(reordered) as { id: string }[]).map((s) => s.id)).toEqual(ids);
    expect(new Set(ids).size).toBe(3);
    expect(ids[2]).toBe(`${ids[0]}-1`);
    // Two devices each draw one stroke on the old drawing (their views still hold the id-less strokes).
    const a = diffDocument(stored, {
      widgetComponentData: { strokes: [...legacy, { id: 'a', points: [] }] },
    });
    const b = diffDocument(stored, {
      widgetComponentData: { strokes: [...legacy, { id: 'b', points: [] }] },
    });
    expect(a).toEqual([
      { op: 'upsertItems', path: ['widgetComponentData', 'strokes'], items: [{ id: 'a', points: [] }] },
    ]);
    const strokeIds = (doc: Record<string, unknown>) =>
      (doc.widgetComponentData as { strokes: { id: string }[] }).strokes.map((s) => s.id);
    const merged = strokeIds(applyChanges(applyChanges(stored, a), b));
    expect(merged).toEqual([...ids, 'a', 'b']);
    // Erasing an old stroke on one device while the other draws: the other old strokes keep their ids.
    const erase = diffDocument(stored, { widgetComponentData: { strokes: [legacy[0], legacy[2]] } });
    expect(strokeIds(applyChanges(applyChanges(stored, b), erase))).toEqual([ids[0], ids[2], 'b']);
    // Lists other than strokes keep their whole-list replacement (their order matters).
    const cards = { cards: [{ text: 'x' }, { text: 'y' }] };
    expect(diffDocument(cards, { cards: [{ text: 'y' }, { text: 'x' }] })).toEqual([
      { op: 'set', path: ['cards'], value: [{ text: 'y' }, { text: 'x' }] },
    ]);
  });

  it('never writes through __proto__', () => {
    const out = applyChanges({}, [{ op: 'set', path: ['__proto__', 'polluted'], value: 1 }]);
    expect(({} as Doc).polluted).toBeUndefined();
    expect(out).toEqual({});
  });
});

// A model of the live channel: three clients edit their view, send batches, the server applies
// each batch to its document in arrival order and broadcasts the result in order; a client rebases
// its unconfirmed changes on every state it hears.
interface Client {
  confirmed: Doc;
  inflight: { id: number; changes: DocumentChange[] }[];
  pending: DocumentChange[];
  inbox: { doc: Doc; ackOf: number | null }[];
}

type Step =
  | { kind: 'set'; client: number; key: string; value: number }
  | { kind: 'stroke'; client: number; id: string }
  | { kind: 'erase'; client: number; index: number }
  | { kind: 'send'; client: number }
  | { kind: 'serve'; client: number }
  | { kind: 'deliver'; client: number };

const clientArb = fc.integer({ min: 0, max: 2 });
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('set' as const),
    client: clientArb,
    key: fc.constantFrom('color', 'size', 'font', 'speed'),
    value: fc.integer({ min: 0, max: 9 }),
  }),
  fc.record({ kind: fc.constant('stroke' as const), client: clientArb, id: fc.uuid() }),
  fc.record({ kind: fc.constant('erase' as const), client: clientArb, index: fc.nat(5) }),
  fc.record({ kind: fc.constant('send' as const), client: clientArb }),
  fc.record({ kind: fc.constant('serve' as const), client: clientArb }),
  fc.record({ kind: fc.constant('deliver' as const), client: clientArb }),
);

const view = (c: Client): Doc =>
  applyChanges(
    applyChanges(
      c.confirmed,
      c.inflight.flatMap((m) => m.changes),
    ),
    c.pending,
  );

describe('merge rule (property)', () => {
  it('random interleavings of three clients converge on every client and the server', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 120 }), (steps) => {
        const initial: Doc = { settings: { color: 0, size: 0, font: 0, speed: 0 }, strokes: [] };
        let server = structuredClone(initial);
        const clients: Client[] = [0, 1, 2].map(() => ({
          confirmed: structuredClone(initial),
          inflight: [],
          pending: [],
          inbox: [],
        }));
        const network: { client: number; id: number; changes: DocumentChange[] }[][] = [[], [], []];
        let nextId = 1;
        // What the server applied, in order: the oracle for 'later wins' and 'strokes kept'.
        const lastSet = new Map<string, number>();
        const added = new Set<string>();
        const erased = new Set<string>();

        const edit = (c: Client, change: (doc: Doc) => Doc) => {
          const before = view(c);
          c.pending.push(...diffDocument(before, change(structuredClone(before))));
        };
        const serve = (from: number) => {
          const message = network[from]!.shift();
          if (!message) return;
          server = applyChanges(server, message.changes);
          for (const change of message.changes) {
            if (change.op === 'set' && change.path[0] === 'settings')
              lastSet.set(change.path[1]!, change.value as number);
            if (change.op === 'upsertItems') for (const item of change.items) added.add(item.id as string);
            if (change.op === 'removeItems') for (const id of change.ids) erased.add(id);
          }
          clients.forEach((c, index) => {
            c.inbox.push({ doc: server, ackOf: index === from ? message.id : null });
          });
        };
        const deliver = (c: Client) => {
          const event = c.inbox.shift();
          if (!event) return;
          c.confirmed = event.doc;
          if (event.ackOf !== null) c.inflight = c.inflight.filter((m) => m.id !== event.ackOf);
        };
        const send = (index: number) => {
          const c = clients[index]!;
          if (c.pending.length === 0) return;
          const message = { id: nextId++, changes: c.pending };
          c.inflight.push(message);
          c.pending = [];
          network[index]!.push({ client: index, ...message });
        };

        for (const step of steps) {
          const c = clients[step.client]!;
          if (step.kind === 'set')
            edit(c, (doc) => ({ ...doc, settings: { ...(doc.settings as Doc), [step.key]: step.value } }));
          else if (step.kind === 'stroke')
            edit(c, (doc) => ({
              ...doc,
              strokes: [...(doc.strokes as Doc[]), { id: step.id, points: [1, 2] }],
            }));
          else if (step.kind === 'erase')
            edit(c, (doc) => ({
              ...doc,
              strokes: (doc.strokes as Doc[]).filter((_, i) => i !== step.index),
            }));
          else if (step.kind === 'send') send(step.client);
          else if (step.kind === 'serve') serve(step.client);
          else deliver(c);
        }
        // Drain: everything is sent, served and heard.
        for (let i = 0; i < 3; i++) send(i);
        for (let i = 0; i < 3; i++) while (network[i]!.length > 0) serve(i);
        for (const c of clients) while (c.inbox.length > 0) deliver(c);

        for (const c of clients) {
          expect(c.inflight).toEqual([]);
          expect(view(c)).toEqual(server);
        }
        const settings = server.settings as Record<string, number>;
        for (const [key, value] of lastSet) expect(settings[key]).toBe(value);
        const ids = (server.strokes as Doc[]).map((s) => s.id as string);
        expect(new Set(ids).size).toBe(ids.length);
        for (const id of added) expect(ids.includes(id)).toBe(!erased.has(id));
      }),
      { numRuns: 300 },
    );
  });
});
