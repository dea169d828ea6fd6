/** Who the shop is: the name shoppers see in the header, titles, mails and messages. */
export const SHOP_NAME = 'Velli & Thangam';
export const SHOP_TAGLINE = 'Jewels as unique as your love';
