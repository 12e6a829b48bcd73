import type { components } from '@gf/contracts/generated/bff';

type Schemas = components['schemas'];

export type ShopProduct = Schemas['ShopProduct'];
export type ShopBrand = Schemas['ShopBrand'];
export type ShopBrandCard = Schemas['ShopBrandCard'];
export type ShopSection = Schemas['ShopSection'];
export type ShopFilter = Schemas['ShopFilter'];
export type ShopBlock = Schemas['ShopBlock'];
export type ShopMenu = Schemas['ShopMenuReply'];
export type ShopProductSet = Schemas['ShopProductSet'];
export type ShopReview = Schemas['ShopReview'];
export type ReviewList = Schemas['ShopReviewListReply'];
export type ProductPage = Schemas['ShopProductPageReply'];
export type ProductDetail = Schemas['ShopProductDetail'];
export type ListingSort = Schemas['ShopListingSort'];
export type ProductListKind = Schemas['ShopProductListKind'];
export type SectionPage = Schemas['ShopSectionPageReply'];
export type SearchResult = Schemas['ShopSearchReply'];
