"""The Lua scripts of `RedisStore`: each store operation that writes is one script, so it is atomic and one round trip.

Every script keeps the namespace's key index (a sorted set, all scores 0, ordered by the key's bytes) beside the
keys it writes, so `delete_prefix` finds the keys under a prefix with ZRANGEBYLEX, in O(log N + M), without KEYS or
a SCAN of the whole database; and every write publishes an invalidation on the namespace's channel (the node id of
the writer, a newline, `k` and a key or `p` and a prefix), so the other processes drop their local copies.

The scripts name keys they did not receive in KEYS (the index's members), so they need one Redis, not a Cluster.
Numbers go back as strings formatted with 17 significant digits: Lua would round them to 14, Redis to integers.
"""

from __future__ import annotations

__all__ = ["DELETE", "DELETE_PREFIX", "PRUNE", "SET", "SETDEFAULT", "TAKE"]

_WRITE = """
local function write(k, value, px)
  if px == '' then redis.call('SET', k, value) else redis.call('SET', k, value, 'PX', px) end
  redis.call('ZADD', KEYS[2], 0, k)
end
"""

#: KEYS: the key, the index, the channel; ARGV: the JSON value, the TTL in ms ('' for none), the node id
SET = (
    _WRITE
    + """
write(KEYS[1], ARGV[1], ARGV[2])
redis.call('PUBLISH', KEYS[3], ARGV[3] .. '\\nk' .. KEYS[1])
return 1
"""
)

#: KEYS and ARGV as SET's; the value found, or the one written (nothing published when one was found)
SETDEFAULT = (
    _WRITE
    + """
local found = redis.call('GET', KEYS[1])
if found then return found end
write(KEYS[1], ARGV[1], ARGV[2])
redis.call('PUBLISH', KEYS[3], ARGV[3] .. '\\nk' .. KEYS[1])
return ARGV[1]
"""
)

#: KEYS: the key, the index, the channel; ARGV: the node id. Whether the key was there
DELETE = """
local gone = redis.call('DEL', KEYS[1])
redis.call('ZREM', KEYS[2], KEYS[1])
redis.call('PUBLISH', KEYS[3], ARGV[1] .. '\\nk' .. KEYS[1])
return gone
"""

#: KEYS: the index, the channel; ARGV: the full prefix, the node id. How many live keys were deleted
DELETE_PREFIX = """
local low, high = '[' .. ARGV[1], '[' .. ARGV[1] .. '\\255'
local gone = 0
local members = redis.call('ZRANGEBYLEX', KEYS[1], low, high)
for _, k in ipairs(members) do gone = gone + redis.call('DEL', k) end
redis.call('ZREMRANGEBYLEX', KEYS[1], low, high)
redis.call('PUBLISH', KEYS[2], ARGV[2] .. '\\np' .. ARGV[1])
return gone
"""

#: Several takes in one call (`RedisStore` batches the concurrent ones), each all-or-nothing, in order.
#: KEYS: the index. ARGV[1]: JSON, per take [time on the server's clock in seconds (the caller's `now` shifted by its
#: measured offset from Redis's TIME), [[bucket key, rate, capacity], ...], tokens wanted of each bucket] (one
#: argument: encoding many is what costs the client CPU). Per take, the waits of its buckets in order, then how many
#: tokens were taken of each (as strings): all '0' and at least '1' when taken, as many as wanted or as the poorest
#: bucket holds whole; '0' taken when refused. The arithmetic is `store.bucket_after`'s; the expiry, `bucket_ttl`'s.
TAKE = """
local out = {}
for _, take in ipairs(cjson.decode(ARGV[1])) do
  local now, buckets, want = take[1], take[2], take[3] or 1
  local tokens, waits, refused = {}, {}, false
  for i, b in ipairs(buckets) do
    local rate, capacity = b[2], b[3]
    local have = capacity
    local s = redis.call('HMGET', b[1], 'tokens', 'stamp', 'rate', 'capacity')
    if s[1] and tonumber(s[3]) == rate and tonumber(s[4]) == capacity then
      have = math.min(capacity, tonumber(s[1]) + math.max(0, now - tonumber(s[2])) * rate)
    end
    tokens[i] = have
    if have >= 1 - 1e-9 then waits[i] = '0' else
      waits[i] = string.format('%.17g', (1 - have) / rate)
      refused = true
    end
  end
  local granted = 0
  if not refused then
    granted = want
    for i = 1, #buckets do granted = math.min(granted, math.floor(tokens[i] + 1e-9)) end
    granted = math.max(1, granted)
  end
  for i, b in ipairs(buckets) do
    if not refused then
      local left = math.max(0, tokens[i] - granted)
      redis.call('HSET', b[1], 'tokens', string.format('%.17g', left),
        'stamp', string.format('%.17g', now), 'rate', string.format('%.17g', b[2]),
        'capacity', string.format('%.17g', b[3]))
      -- kept until refilled (then a missing bucket reads the same: full), plus a grace: `store.bucket_ttl`
      redis.call('PEXPIRE', b[1], math.ceil(math.min(1e12, (math.max(0, b[3] - left) / b[2] + 1) * 1000)))
      redis.call('ZADD', KEYS[1], 0, b[1])
    end
    out[#out + 1] = waits[i]
  end
  out[#out + 1] = tostring(granted)
end
return out
"""

#: KEYS: the index; ARGV: where to start ('-', or '(' and the last member seen), how many members to look at. Drops
#: the members whose key expired; returns {the last member looked at ('' when the end was reached), how many went}
PRUNE = """
local count = tonumber(ARGV[2])
local members = redis.call('ZRANGEBYLEX', KEYS[1], ARGV[1], '+', 'LIMIT', 0, count)
local gone = 0
for _, k in ipairs(members) do
  if redis.call('EXISTS', k) == 0 then
    redis.call('ZREM', KEYS[1], k)
    gone = gone + 1
  end
end
if #members < count then return {'', gone} end
return {members[#members], gone}
"""
