import { bulkInsert } from './bulk-insert';
import type { SeedPart } from './index';
import { Random, slugify } from './random';
import { DEMO_STORES, DRAMA_PHONE_PREFIX, POST_CODE_DISTRICTS, type StoreType } from './stores-data';

const HUB_BY_REGION: [RegExp, string][] = [
  [/^(G|EH|AB|DD|IV|KY|FK|PA)\d/, 'HUB-GLA'],
  [/^BT\d/, 'HUB-BEL'],
  [/^(M|L|WA|CH|PR|BL|BB|FY|LA|CA|SK|OL|WN)\d/, 'HUB-MAN'],
  [/^(LS|BD|HD|HX|S|DN|HU|YO|HG|NE|SR|DH|TS)\d/, 'HUB-LDS'],
  [/^(B|CV|LE|NG|DE|ST|WV|WR|NN|LN|SY|HR)\d/, 'HUB-BHM'],
  [/^(BS|BA|EX|PL|TR|GL|SN|TA|CF|SA|NP)\d/, 'HUB-BRS'],
];

const hubFor = (postCode: string) => HUB_BY_REGION.find(([re]) => re.test(postCode))?.[1] ?? 'HUB-LDN';

const OPENING_HOURS: Record<StoreType, string> = {
  Flagship: 'Mon–Sat 09:00–21:00; Sun 11:30–18:00',
  Store: 'Mon–Sat 09:00–19:00; Sun 11:00–17:00',
  Outlet: 'Mon–Sun 10:00–20:00',
  Concession: 'Mon–Sat 09:30–18:00; Sun 11:00–17:00',
};

const SLOTS = [
  { slot: '10:00-12:00', slotMessage: 'Morning collection' },
  { slot: '12:00-15:00', slotMessage: 'Lunchtime collection' },
  { slot: '15:00-18:00', slotMessage: 'Afternoon collection' },
];

/** Post code districts (for distance search) and ~45 shops across the UK. */
export const seedStores: SeedPart = async (db, _catalogue, options) => {
  const rng = new Random((options.seed ?? 20261001) + 303);
  await bulkInsert(
    db,
    'post_code_areas',
    POST_CODE_DISTRICTS.map(([outward, town, lat, lng]) => ({
      outward_code: outward,
      area: /^[A-Z]+/.exec(outward)![0],
      town,
      latitude: lat,
      longitude: lng,
    })),
  );
  const district = new Map(POST_CODE_DISTRICTS.map(([outward, town, lat, lng]) => [outward, { town, lat, lng }]));
  const rows = DEMO_STORES.map(([name, address1, address2, postCode, county, type], i) => {
    const outward = postCode.split(' ')[0];
    const place = district.get(outward);
    if (!place) throw new Error(`seed: no post code district ${outward} for store ${name}`);
    const city = place.town.startsWith('London') ? 'London' : place.town;
    const phonePrefix = DRAMA_PHONE_PREFIX[city.split(' ')[0]] ?? '01632 960';
    const yourId = `NF${String(i + 1).padStart(3, '0')}`;
    const isFlagship = type === 'Flagship';
    return {
      id: rng.uuid(),
      your_id: yourId,
      name: `Northfold ${name}`,
      address1,
      address2,
      city,
      state: county,
      post_code: postCode,
      country: 'United Kingdom',
      phone_no: `${phonePrefix}${String(rng.int(0, 999)).padStart(3, '0')}`,
      // A shop stands within a few hundred metres of its district's centre.
      latitude: Number((place.lat + (rng.next() - 0.5) * 0.006).toFixed(5)),
      longitude: Number((place.lng + (rng.next() - 0.5) * 0.01).toFixed(5)),
      image: `/media/stores/${slugify(name)}.jpg`,
      type,
      shipping_plan_id: isFlagship ? 'CC-NEXT-DAY' : 'CC-STANDARD',
      shipping_address_id: `ADDR-${yourId}`,
      delivery_option: type === 'Concession' ? 'ReserveAndCollect' : 'ClickAndCollect',
      lead_time_unit: 'days',
      lead_time_min: isFlagship ? 0 : 1,
      lead_time_max: isFlagship ? 1 : type === 'Outlet' ? 5 : 3,
      opening_hours: OPENING_HOURS[type],
      why_delay_msg1: 'Orders placed after 2pm are sent to the store the next working day.',
      why_delay_msg2: type === 'Outlet' ? 'Outlet stock is delivered twice a week.' : 'Bank holidays add a day to collection times.',
      why_delay_msg3: hubFor(outward) === 'HUB-BEL' ? 'Deliveries to Northern Ireland may take one extra day.' : '',
      hdn_code: hubFor(outward),
      slots: isFlagship ? [{ slot: '08:00-10:00', slotMessage: 'Early collection' }, ...SLOTS] : SLOTS,
      enable_click_collect: type !== 'Concession' || rng.chance(0.5),
      is_active: true,
    };
  });
  await bulkInsert(db, 'stores', rows);
};
