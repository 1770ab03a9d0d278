export { type BlogSource, createBlogSource } from './blog-source.ts';
export { cardCacheControl, createSiteCards, type SiteCards } from './draw-site-card.ts';
