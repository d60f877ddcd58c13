export { createAddressProxy } from './create-address-proxy.ts';
export type { AddressProxyOptions, InProcessUpstream } from './proxy-options.ts';
export type { AddressProxy, CheckAddressOptions } from './check-address.ts';
export type { AddressCheckFailureReason, AddressCheckInput, AddressCheckResult } from '../resolve/address-check.ts';
export type { ProxyErrorEvent, ProxyErrorKind, WithheldReason } from './proxy-errors.ts';
export { verifyAddress } from './verify-address.ts';
export type {
  PostedFields,
  VerifiedAddress,
  VerifiedNames,
  VerifyAddressOptions,
  VerifyAddressResult,
  VerifyFailureReason,
} from './verify-address.ts';
export type { EnteredAddress, EnteredAddressProblem } from '../address/entered-address.ts';
export type { Budget, ProxyLimits } from './budgets.ts';
export { clientKeyFromHeader, ipClientKey } from './client-key.ts';
export { memoryLimitStore } from './memory-limit-store.ts';
export type { LimitHit, LimitStore, MemoryLimitStoreOptions } from './memory-limit-store.ts';
export { redisLimitStore } from './redis-limit-store.ts';
export type { RedisClientLike, RedisLimitStoreOptions } from './redis-limit-store.ts';
export { memoryCacheStore } from './answer-cache.ts';
export type { CachedAnswer, CacheStore, MemoryCacheStoreOptions, ProxyCacheOption } from './answer-cache.ts';
export { redisCacheStore } from './redis-cache-store.ts';
export type { RedisCacheStoreOptions } from './redis-cache-store.ts';
