"""The Lua scripts of `RedisStore`: each store operation that writes is one script, so it is atomic and one round trip.

Every script keeps the namespace's key index (a sorted set, all scores 0, ordered by the key's bytes) beside the
keys it writes, so `delete_prefix` finds the keys under a prefix with ZRANGEBYLEX, in O(log N + M), without KEYS or
a SCAN of the whole database; and every write publishes an invalidation on the namespace's channel (the node id of
the writer, a newline, `k` and a key or `p` and a prefix), so the other processes drop their local copies.

The scripts name keys they did not receive in KEYS (the index's members), so they need one Redis, not a Cluster.
Numbers go back as strings formatted with 17 significant digits: Lua would round them to 14, Redis to integers.
"""

from __future__ import annotations

__all__ = ["DELETE", "DELETE_PREFIX", "SET", "SETDEFAULT", "TAKE"]

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
#: KEYS: every take's bucket keys one take after the other, then the index. ARGV: per take, how many buckets, its time
#: on the server's clock in seconds (the caller's `now` shifted by its measured offset from Redis's TIME), then rate
#: and capacity of each bucket. The waits of every bucket in the same order, as strings: a take's all '0' when its
#: tokens were taken. The arithmetic is `store.bucket_after`'s.
TAKE = """
local index = KEYS[#KEYS]
local out = {}
local k, a = 1, 1
while a <= #ARGV do
  local n, now = tonumber(ARGV[a]), tonumber(ARGV[a + 1])
  a = a + 2
  local tokens, waits, refused = {}, {}, false
  for i = 0, n - 1 do
    local rate, capacity = tonumber(ARGV[a + 2 * i]), tonumber(ARGV[a + 2 * i + 1])
    local have = capacity
    local s = redis.call('HMGET', KEYS[k + i], 'tokens', 'stamp', 'rate', 'capacity')
    if s[1] and tonumber(s[3]) == rate and tonumber(s[4]) == capacity then
      have = math.min(capacity, tonumber(s[1]) + math.max(0, now - tonumber(s[2])) * rate)
    end
    tokens[i] = have
    if have >= 1 - 1e-9 then waits[i] = '0' else
      waits[i] = string.format('%.17g', (1 - have) / rate)
      refused = true
    end
  end
  for i = 0, n - 1 do
    if not refused then
      redis.call('HSET', KEYS[k + i], 'tokens', string.format('%.17g', math.max(0, tokens[i] - 1)),
        'stamp', string.format('%.17g', now), 'rate', ARGV[a + 2 * i], 'capacity', ARGV[a + 2 * i + 1])
      redis.call('ZADD', index, 0, KEYS[k + i])
    end
    out[#out + 1] = waits[i]
  end
  k, a = k + n, a + 2 * n
end
return out
"""
