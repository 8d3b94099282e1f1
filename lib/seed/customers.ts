import { Random, slugify } from './random';

/**
 * The shoppers of the demo orders and baskets: retail customers and buyers at trade companies, each
 * with a user Guid (the storefront's UserId header) and an email. Generated here so that orders and
 * baskets need no other area's tables.
 */
export interface DemoCustomer {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  isTrade: boolean;
}

const FIRST = ['Olivia', 'Amelia', 'Isla', 'Ava', 'Mia', 'Noah', 'Oliver', 'George', 'Arthur', 'Leo', 'Priya', 'Aisha', 'Chen', 'Mateo', 'Sofia', 'Lucas', 'Freya', 'Harry', 'Zara', 'Finn', 'Ruby', 'Jack', 'Maya', 'Ethan'];
const LAST = ['Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Patel', 'Khan', 'Evans', 'Thomas', 'Roberts', 'Walker', 'Wright', 'Hughes', 'Green', 'Hall', 'Wood', 'Clarke', 'Murphy', 'Rossi', 'Novak', 'Silva'];
const TRADE_COMPANIES = ['Harbour Interiors Ltd', 'Peak Outfitters', 'Brightside Hotels', 'Kingfisher Retail Group', 'Meadow Lane Boutiques', 'Northern Lights Studios'];

export function demoCustomers(seed: number, count = 48): DemoCustomer[] {
  const rng = new Random(seed);
  const out: DemoCustomer[] = [];
  const used = new Set<string>();
  while (out.length < count) {
    const firstName = rng.pick(FIRST);
    const lastName = rng.pick(LAST);
    const isTrade = out.length % 6 === 5;
    const domain = isTrade ? `${slugify(TRADE_COMPANIES[(out.length / 6) % TRADE_COMPANIES.length | 0])}.example` : rng.pick(['mail.example', 'post.example', 'inbox.example']);
    let email = `${slugify(firstName)}.${slugify(lastName)}@${domain}`;
    for (let n = 2; used.has(email); n++) email = `${slugify(firstName)}.${slugify(lastName)}${n}@${domain}`;
    used.add(email);
    out.push({ userId: rng.uuid(), email, firstName, lastName, isTrade });
  }
  return out;
}

export const RETURN_REASONS = [
  { itemValue: 'TOO_SMALL', itemText: 'Too small', customField1: '' },
  { itemValue: 'TOO_LARGE', itemText: 'Too large', customField1: '' },
  { itemValue: 'NOT_AS_DESCRIBED', itemText: 'Not as described', customField1: '' },
  { itemValue: 'DAMAGED', itemText: 'Arrived damaged', customField1: 'fault' },
  { itemValue: 'FAULTY', itemText: 'Faulty', customField1: 'fault' },
  { itemValue: 'WRONG_ITEM', itemText: 'Wrong item sent', customField1: '' },
  { itemValue: 'ARRIVED_LATE', itemText: 'Arrived too late', customField1: '' },
  { itemValue: 'CHANGED_MIND', itemText: 'Changed my mind', customField1: '', isDefault: true },
];

export const REQUIRED_ACTIONS = [
  { itemValue: 'REFUND', itemText: 'Refund', isDefault: true },
  { itemValue: 'EXCHANGE', itemText: 'Exchange for another size or colour' },
  { itemValue: 'REPLACE', itemText: 'Replace with the same item' },
  { itemValue: 'STORE_CREDIT', itemText: 'Store credit' },
];
