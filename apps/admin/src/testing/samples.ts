import type { AdminOrder, AdminOrderLine, AdminOrderSummary } from '@shop/shared/admin-orders';
import type { AdminProduct } from '@shop/shared/catalogue-admin';

/** A piece as the back office reads it, at a fixed price; a test changes what it is about. */
export function samplePiece(changes: Partial<AdminProduct> = {}): AdminProduct {
  return {
    _id: '42',
    name: 'Peacock Engraved Band',
    description: 'A sterling silver band with a peacock feather, engraved by hand in Madurai.',
    price: 2499,
    originalPrice: null,
    discount: 0,
    isNew: true,
    images: ['/images/catalogue/v1/ring-silver-1-640.webp'],
    image: '/images/catalogue/v1/ring-silver-1-640.webp',
    engravingTemplate: null,
    category: 'ring',
    productCategory: 'Ring',
    peopleCategory: 'women',
    productType: 'Silver',
    purity: 'silver-925',
    gram: 6.5,
    countryOfOrigin: 'India',
    inStock: true,
    stockLeft: null,
    rating: 0,
    reviews: 0,
    customOption: 'Engraving',
    customizationType: 'engraving',
    customizationTypes: [{ id: 'engraving', name: 'Engraving' }],
    createdAt: '2026-11-01T06:30:00.000Z',
    stock: 12,
    archivedAt: null,
    pricing: 'fixed',
    netWeight: null,
    makingKind: null,
    making: null,
    stones: 0,
    hallmarking: 0,
    options: [],
    ...changes,
  };
}

/** An order as the back office's list shows it. */
export function sampleOrderSummary(changes: Partial<AdminOrderSummary> = {}): AdminOrderSummary {
  return {
    id: '7d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    reference: 'VT-2611-0042',
    status: 'paid',
    createdAt: '2026-11-24T05:15:00.000Z',
    customerName: 'Priya Raman',
    customerEmail: 'priya@example.in',
    customerPhone: '9876501234',
    totalPaise: 249_900,
    pieces: 1,
    personalised: true,
    ...changes,
  };
}

/** One order as its page shows it: a paid gold ring, personalised with an engraving. */
export function sampleOrder(changes: Partial<AdminOrder> = {}): AdminOrder {
  return {
    id: '7d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    reference: 'VT-2611-0042',
    status: 'paid',
    createdAt: '2026-11-24T05:15:00.000Z',
    paidAt: '2026-11-24T05:16:00.000Z',
    customer: {
      name: 'Priya Raman',
      email: 'priya@example.in',
      phone: '9876501234',
      address: '12 North Masi Street',
      city: 'Madurai',
      state: 'Tamil Nadu',
      zipCode: '625001',
      country: 'India',
    },
    customerErasedAt: null,
    providerOrderId: 'order_Test42',
    shipment: null,
    gift: null,
    timeline: [],
    refunds: [],
    refundAmounts: { paidPaise: 2_499_000, refundedPaise: 0, leftPaise: 2_499_000 },
    paymentId: 'pay_Test42',
    subtotalPaise: 2_499_000,
    shippingPaise: 0,
    totalPaise: 2_499_000,
    lines: [sampleOrderLine()],
    ...changes,
  };
}

/** The order's one piece: a gold band in size 14, its HUID not yet recorded. */
export function sampleOrderLine(changes: Partial<AdminOrderLine> = {}): AdminOrderLine {
  return {
    position: 1,
    productId: 3,
    name: 'Gold Couple Band',
    image: '/images/catalogue/v1/ring-gold-1-640.webp',
    unitPricePaise: 2_499_000,
    quantity: 1,
    size: '14',
    variant: null,
    customization: null,
    huid: null,
    ...changes,
  };
}
