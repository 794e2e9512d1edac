import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { LiveBus } from '../../../../lib/live-bus/bus';
import type { SharedStore } from '../../../../plugins/shared-store';
import { type CappedStream, memoryStreamCaps, type StreamCap, type StreamCaps } from './caps';

/**
 * How long an instance's streams count after its last sign of life: a crashed instance's streams fall away after
 * this, and a key nobody opens or holds a stream under expires.
 */
const LIVENESS_MS = 60_000;
/** Each instance holding streams says it is alive (and keeps their keys) this often. */
const HEARTBEAT_MS = LIVENESS_MS / 3;

/**
 * Adds one stream (ARGV[2], "instance:stream") to each sorted set KEYS[2..] with its cap ARGV[3..], scored by the
 * time Redis opened it (always above the newest already there, so the order is the order of opening); answers the
 * members past a cap, oldest first, removed. Members of an instance whose liveness key (ARGV[3 + #caps] followed
 * by the instance) has expired were on an instance that stopped: they are dropped without counting. KEYS[1] is this
 * instance's liveness key, renewed here. Liveness keys are read by name, so this needs one Redis, not a cluster.
 */
const ADMIT = `
local ttl = tonumber(ARGV[1])
local member = ARGV[2]
local caps = #KEYS - 1
local livenessPrefix = ARGV[3 + caps]
redis.call('SET', KEYS[1], '1', 'PX', ttl)
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000000 + tonumber(time[2])
local alive = {}
local replaced = {}
for i = 2, #KEYS do
  local key = KEYS[i]
  local cap = tonumber(ARGV[1 + i])
  local held = redis.call('ZRANGE', key, 0, -1, 'WITHSCORES')
  local counted = {}
  local newest = 0
  for j = 1, #held, 2 do
    local other = held[j]
    local instance = string.match(other, '^([^:]+):')
    local up = false
    if instance then
      up = alive[instance]
      if up == nil then
        up = redis.call('EXISTS', livenessPrefix .. instance) == 1
        alive[instance] = up
      end
    end
    if up then table.insert(counted, other) else redis.call('ZREM', key, other) end
    newest = math.max(newest, tonumber(held[j + 1]))
  end
  redis.call('ZADD', key, math.max(now, newest + 1), member)
  table.insert(counted, member)
  for j = 1, #counted - cap do
    redis.call('ZREM', key, counted[j])
    table.insert(replaced, counted[j])
  end
  redis.call('PEXPIRE', key, ttl)
end
return replaced
`;

/** The bus topic on which an instance hears that one of its streams was replaced by a stream on another. */
const replacedTopic = (instance: string) => `stream-caps:${instance}`;

/**
 * Counts streams for every instance in Redis (a sorted set per key, added to and trimmed by one script), so a cap
 * holds however many instances the streams are spread over. A replaced stream on another instance is told through
 * the live bus, which reaches every instance. While Redis fails, a stream is counted in this instance's memory
 * (a warning is logged once per outage).
 */
export function redisStreamCaps(
  store: SharedStore,
  bus: LiveBus,
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
): StreamCaps {
  const instance = randomBytes(6).toString('hex');
  const livenessPrefix = `${store.prefix}live-streams:instance:`;
  const liveness = `${livenessPrefix}${instance}`;
  const setKey = (key: string) => `${store.prefix}live-streams:${key}`;
  const fallback = memoryStreamCaps();
  const local = new Map<string, CappedStream>();
  /** The keys this instance holds streams under, with how many: renewed at each heartbeat. */
  const held = new Map<string, number>();
  let next = 0;
  let failing = false;

  const stopListening = bus.subscribe(replacedTopic(instance), (data) => {
    const id = typeof data === 'object' && data !== null ? (data as { stream?: unknown }).stream : undefined;
    if (typeof id === 'string') local.get(id)?.replace();
  });

  const heartbeat = setInterval(() => {
    if (local.size === 0) return;
    const batch = store.redis.multi().set(liveness, '1', 'PX', LIVENESS_MS);
    for (const key of held.keys()) batch.pexpire(key, LIVENESS_MS);
    batch.exec().catch(() => undefined);
  }, HEARTBEAT_MS);
  heartbeat.unref();

  const hold = (keys: string[], by: 1 | -1) => {
    for (const key of keys) {
      const count = (held.get(key) ?? 0) + by;
      if (count > 0) held.set(key, count);
      else held.delete(key);
    }
  };

  return {
    async admit(stream, caps) {
      const member = `${instance}:${++next}`;
      const keys = caps.map((cap: StreamCap) => setKey(cap.key));
      let replaced: string[];
      try {
        replaced = (await store.redis.eval(
          ADMIT,
          keys.length + 1,
          liveness,
          ...keys,
          LIVENESS_MS,
          member,
          ...caps.map((cap) => cap.cap),
          livenessPrefix,
        )) as string[];
      } catch (error) {
        if (!failing) log.warn({ err: error }, 'Stream caps cannot reach Redis: streams count per instance meanwhile');
        failing = true;
        return fallback.admit(stream, caps);
      }
      if (failing) log.info('Stream caps reach Redis again');
      failing = false;
      local.set(member, stream);
      hold(keys, 1);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        local.delete(member);
        hold(keys, -1);
        const batch = store.redis.multi();
        for (const key of keys) batch.zrem(key, member);
        // A place not given back expires with its key, or with this instance's liveness.
        batch.exec().catch(() => undefined);
      };
      for (const other of new Set(replaced)) {
        const [owner = ''] = other.split(':');
        if (owner === instance) local.get(other)?.replace();
        else await bus.publish(replacedTopic(owner), { stream: other });
      }
      return release;
    },
    close() {
      clearInterval(heartbeat);
      stopListening();
      fallback.close();
    },
  };
}
