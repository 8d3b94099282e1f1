/** Static vocabulary of the demo catalogue: the category tree, brands, and the words of product names. */

export interface CategorySeed {
  name: string;
  code: string;
  /** Product family code (departments set it; children inherit). */
  family?: string;
  /** Leaf categories: the nouns products of this category are named after, and a GBP price range. */
  nouns?: string[];
  price?: [number, number];
  children?: CategorySeed[];
}

/** requiredAttributes: the family's own required list (completeness); migration 0018 gives existing demo databases the same. */
export const PRODUCT_FAMILIES = [
  { code: 'APPAREL', name: 'Apparel', requiredAttributes: ['Description', 'Brand', 'Images', 'Material', 'Gender', 'Fit'] },
  { code: 'FOOTWEAR', name: 'Footwear', requiredAttributes: ['Description', 'Brand', 'Images', 'Material', 'Gender'] },
  { code: 'ACCESSORIES', name: 'Accessories', requiredAttributes: ['Description', 'Brand', 'Material'] },
  { code: 'HOME', name: 'Home & Living', requiredAttributes: ['Description', 'Brand', 'Material', 'Weight'] },
  { code: 'BEAUTY', name: 'Beauty', requiredAttributes: ['Description', 'Brand', 'Volume'] },
  { code: 'ELECTRONICS', name: 'Electronics', requiredAttributes: ['Description', 'Brand', 'Barcode', 'WarrantyMonths', 'Weight'] },
  { code: 'SPORTS', name: 'Sports & Outdoors', requiredAttributes: ['Description', 'Brand', 'Material'] },
] as const;

const leaf = (name: string, code: string, nouns: string[], price: [number, number], family?: string): CategorySeed => ({
  name,
  code,
  nouns,
  price,
  family,
});

export const CATEGORY_TREE: CategorySeed[] = [
  {
    name: 'Women', code: 'W', family: 'APPAREL',
    children: [
      {
        name: 'Clothing', code: 'W-CL',
        children: [
          {
            name: 'Dresses', code: 'W-CL-DR',
            children: [
              leaf('Maxi Dresses', 'W-CL-DR-MAXI', ['Maxi Dress', 'Tiered Maxi Dress', 'Halter Maxi Dress'], [45, 140]),
              leaf('Midi Dresses', 'W-CL-DR-MIDI', ['Midi Dress', 'Wrap Midi Dress', 'Pleated Midi Dress'], [40, 120]),
              leaf('Shirt Dresses', 'W-CL-DR-SHIRT', ['Shirt Dress', 'Belted Shirt Dress'], [35, 95]),
            ],
          },
          {
            name: 'Tops', code: 'W-CL-TOP',
            children: [
              leaf('T-Shirts', 'W-CL-TOP-TEE', ['T-Shirt', 'Crew-Neck Tee', 'Boxy Tee', 'Ribbed Tee'], [12, 35]),
              leaf('Blouses', 'W-CL-TOP-BLO', ['Blouse', 'Pussy-Bow Blouse', 'Peasant Blouse'], [25, 70]),
              leaf('Knitwear', 'W-CL-TOP-KNIT', ['Jumper', 'Cardigan', 'Roll-Neck Jumper', 'Tank Top'], [30, 110]),
            ],
          },
          leaf('Jeans', 'W-CL-JEANS', ['Straight Jeans', 'Wide-Leg Jeans', 'Skinny Jeans', 'Mom Jeans', 'Bootcut Jeans'], [35, 95]),
          leaf('Coats & Jackets', 'W-CL-COAT', ['Trench Coat', 'Puffer Jacket', 'Wool Coat', 'Denim Jacket', 'Blazer'], [55, 260]),
          leaf('Skirts', 'W-CL-SKIRT', ['Midi Skirt', 'Pleated Skirt', 'Denim Skirt', 'Slip Skirt'], [25, 75]),
        ],
      },
      {
        name: 'Shoes', code: 'W-SH', family: 'FOOTWEAR',
        children: [
          leaf('Trainers', 'W-SH-TRAIN', ['Trainers', 'Runners', 'Court Trainers', 'Platform Trainers'], [45, 140]),
          leaf('Boots', 'W-SH-BOOT', ['Chelsea Boots', 'Ankle Boots', 'Knee-High Boots', 'Hiking Boots'], [60, 220]),
          leaf('Sandals', 'W-SH-SAND', ['Sandals', 'Slides', 'Espadrilles'], [20, 80]),
          leaf('Heels', 'W-SH-HEEL', ['Court Heels', 'Block Heels', 'Mules'], [40, 150]),
        ],
      },
      {
        name: 'Accessories', code: 'W-AC', family: 'ACCESSORIES',
        children: [
          leaf('Bags', 'W-AC-BAG', ['Tote Bag', 'Crossbody Bag', 'Shoulder Bag', 'Backpack', 'Clutch'], [25, 240]),
          leaf('Jewellery', 'W-AC-JEW', ['Hoop Earrings', 'Pendant Necklace', 'Stacking Ring', 'Chain Bracelet'], [10, 120]),
          leaf('Scarves', 'W-AC-SCARF', ['Scarf', 'Wrap', 'Bandana'], [12, 60]),
        ],
      },
    ],
  },
  {
    name: 'Men', code: 'M', family: 'APPAREL',
    children: [
      {
        name: 'Clothing', code: 'M-CL',
        children: [
          {
            name: 'Shirts', code: 'M-CL-SHIRT',
            children: [
              leaf('Oxford Shirts', 'M-CL-SHIRT-OXF', ['Oxford Shirt', 'Button-Down Oxford Shirt'], [30, 80]),
              leaf('Casual Shirts', 'M-CL-SHIRT-CAS', ['Shirt', 'Overshirt', 'Flannel Shirt', 'Camp-Collar Shirt'], [25, 75]),
              leaf('Formal Shirts', 'M-CL-SHIRT-FOR', ['Formal Shirt', 'Double-Cuff Shirt', 'Poplin Shirt'], [35, 95]),
            ],
          },
          leaf('T-Shirts & Polos', 'M-CL-TEE', ['T-Shirt', 'Polo Shirt', 'Henley', 'Long-Sleeve Tee'], [12, 55]),
          leaf('Jeans', 'M-CL-JEANS', ['Slim Jeans', 'Straight Jeans', 'Tapered Jeans', 'Relaxed Jeans'], [35, 110]),
          leaf('Trousers', 'M-CL-TROU', ['Chinos', 'Cargo Trousers', 'Suit Trousers', 'Joggers'], [30, 90]),
          leaf('Coats & Jackets', 'M-CL-COAT', ['Parka', 'Bomber Jacket', 'Overcoat', 'Harrington Jacket', 'Gilet'], [60, 280]),
          leaf('Suits', 'M-CL-SUIT', ['Two-Piece Suit', 'Suit Jacket', 'Waistcoat'], [80, 350]),
        ],
      },
      {
        name: 'Shoes', code: 'M-SH', family: 'FOOTWEAR',
        children: [
          leaf('Trainers', 'M-SH-TRAIN', ['Trainers', 'Runners', 'High-Top Trainers'], [45, 150]),
          leaf('Formal Shoes', 'M-SH-FORM', ['Oxford Shoes', 'Derby Shoes', 'Loafers', 'Brogues'], [60, 200]),
          leaf('Boots', 'M-SH-BOOT', ['Chelsea Boots', 'Work Boots', 'Desert Boots'], [70, 230]),
        ],
      },
      {
        name: 'Accessories', code: 'M-AC', family: 'ACCESSORIES',
        children: [
          leaf('Watches', 'M-AC-WATCH', ['Chronograph Watch', 'Field Watch', 'Dive Watch', 'Dress Watch'], [60, 450]),
          leaf('Belts & Wallets', 'M-AC-BELT', ['Leather Belt', 'Card Holder', 'Bifold Wallet'], [15, 80]),
          leaf('Hats', 'M-AC-HAT', ['Beanie', 'Baseball Cap', 'Bucket Hat', 'Flat Cap'], [12, 45]),
        ],
      },
    ],
  },
  {
    name: 'Kids', code: 'K', family: 'APPAREL',
    children: [
      {
        name: 'Girls', code: 'K-G',
        children: [
          leaf('Dresses', 'K-G-DRESS', ['Party Dress', 'Pinafore Dress', 'Jersey Dress'], [12, 40]),
          leaf('Tops & T-Shirts', 'K-G-TOP', ['T-Shirt', 'Sweatshirt', 'Hoodie'], [8, 28]),
        ],
      },
      {
        name: 'Boys', code: 'K-B',
        children: [
          leaf('Tops & T-Shirts', 'K-B-TOP', ['T-Shirt', 'Rugby Shirt', 'Hoodie'], [8, 28]),
          leaf('Trousers & Shorts', 'K-B-TROU', ['Joggers', 'Cargo Shorts', 'Chinos'], [10, 30]),
        ],
      },
      {
        name: 'Baby', code: 'K-BABY',
        children: [
          leaf('Sleepsuits', 'K-BABY-SLEEP', ['Sleepsuit', 'Romper', 'Bodysuit Set'], [8, 25]),
          leaf('Baby Accessories', 'K-BABY-ACC', ['Muslin Set', 'Bib Set', 'Knitted Hat'], [6, 20], 'ACCESSORIES'),
        ],
      },
      leaf('School Uniform', 'K-SCHOOL', ['School Shirt', 'School Trousers', 'School Jumper', 'Pinafore'], [6, 22]),
    ],
  },
  {
    name: 'Home', code: 'H', family: 'HOME',
    children: [
      {
        name: 'Kitchen', code: 'H-KIT',
        children: [
          {
            name: 'Cookware', code: 'H-KIT-COOK',
            children: [
              leaf('Frying Pans', 'H-KIT-COOK-FRY', ['Frying Pan', 'Skillet', 'Griddle Pan', 'Wok'], [18, 95]),
              leaf('Saucepans', 'H-KIT-COOK-SAUCE', ['Saucepan', 'Saucepan Set', 'Stockpot', 'Casserole Dish'], [20, 180]),
            ],
          },
          leaf('Knives', 'H-KIT-KNIFE', ["Chef's Knife", 'Knife Block Set', 'Paring Knife', 'Bread Knife'], [15, 160]),
          leaf('Tableware', 'H-KIT-TABLE', ['Dinner Set', 'Mug Set', 'Pasta Bowl Set', 'Serving Platter'], [12, 120]),
          leaf('Small Appliances', 'H-KIT-APPL', ['Kettle', 'Toaster', 'Blender', 'Coffee Machine', 'Air Fryer'], [25, 300], 'ELECTRONICS'),
        ],
      },
      {
        name: 'Bedroom', code: 'H-BED',
        children: [
          leaf('Bedding', 'H-BED-LINEN', ['Duvet Cover Set', 'Fitted Sheet', 'Pillowcase Pair', 'Throw'], [15, 140]),
          leaf('Pillows & Duvets', 'H-BED-DUV', ['Duvet', 'Pillow Pair', 'Mattress Topper'], [20, 180]),
        ],
      },
      {
        name: 'Living Room', code: 'H-LIV',
        children: [
          leaf('Cushions', 'H-LIV-CUSH', ['Cushion', 'Floor Cushion', 'Bolster'], [10, 55]),
          leaf('Lighting', 'H-LIV-LIGHT', ['Table Lamp', 'Floor Lamp', 'Pendant Shade', 'LED Strip'], [18, 220]),
          leaf('Decor', 'H-LIV-DECOR', ['Vase', 'Candle', 'Picture Frame', 'Wall Mirror', 'Plant Pot'], [8, 150]),
        ],
      },
      leaf('Bathroom', 'H-BATH', ['Bath Towel', 'Hand Towel Set', 'Bath Mat', 'Shower Curtain'], [8, 60]),
    ],
  },
  {
    name: 'Beauty', code: 'B', family: 'BEAUTY',
    children: [
      {
        name: 'Skincare', code: 'B-SKIN',
        children: [
          leaf('Moisturisers', 'B-SKIN-MOIST', ['Day Cream', 'Night Cream', 'Gel Moisturiser', 'Face Oil'], [8, 75]),
          leaf('Cleansers', 'B-SKIN-CLEAN', ['Foaming Cleanser', 'Cleansing Balm', 'Micellar Water', 'Toner'], [6, 40]),
          leaf('Serums', 'B-SKIN-SERUM', ['Vitamin C Serum', 'Hyaluronic Serum', 'Retinol Serum'], [12, 90]),
        ],
      },
      leaf('Make-Up', 'B-MAKEUP', ['Foundation', 'Concealer', 'Mascara', 'Lipstick', 'Eyeshadow Palette'], [6, 48]),
      leaf('Fragrance', 'B-FRAG', ['Eau de Parfum', 'Eau de Toilette', 'Body Mist'], [15, 140]),
      leaf('Hair Care', 'B-HAIR', ['Shampoo', 'Conditioner', 'Hair Mask', 'Hair Oil'], [5, 38]),
    ],
  },
  {
    name: 'Electronics', code: 'E', family: 'ELECTRONICS',
    children: [
      {
        name: 'Audio', code: 'E-AUDIO',
        children: [
          leaf('Headphones', 'E-AUDIO-HEAD', ['Wireless Headphones', 'Noise-Cancelling Headphones', 'Earbuds', 'Sports Earphones'], [20, 350]),
          leaf('Speakers', 'E-AUDIO-SPK', ['Bluetooth Speaker', 'Smart Speaker', 'Soundbar', 'Portable Speaker'], [25, 450]),
        ],
      },
      leaf('Phone Accessories', 'E-PHONE', ['Phone Case', 'Charging Cable', 'Wireless Charger', 'Power Bank', 'Screen Protector'], [6, 60]),
      leaf('Wearables', 'E-WEAR', ['Fitness Tracker', 'Smartwatch', 'Smart Ring'], [30, 400]),
      leaf('Computer Accessories', 'E-COMP', ['Wireless Mouse', 'Mechanical Keyboard', 'USB-C Hub', 'Laptop Stand', 'Webcam'], [12, 180]),
    ],
  },
  {
    name: 'Sports & Outdoors', code: 'S', family: 'SPORTS',
    children: [
      leaf('Running', 'S-RUN', ['Running Tights', 'Running Jacket', 'Running Vest', 'Running Socks'], [8, 120]),
      leaf('Yoga', 'S-YOGA', ['Yoga Mat', 'Yoga Leggings', 'Yoga Block', 'Sports Bra'], [10, 80]),
      {
        name: 'Camping', code: 'S-CAMP',
        children: [
          leaf('Tents', 'S-CAMP-TENT', ['Two-Person Tent', 'Family Tent', 'Pop-Up Tent'], [40, 450]),
          leaf('Sleeping Bags', 'S-CAMP-SLEEP', ['Sleeping Bag', 'Sleeping Mat', 'Camping Pillow'], [15, 180]),
        ],
      },
      leaf('Cycling', 'S-CYCLE', ['Cycling Helmet', 'Bike Light Set', 'Cycling Jersey', 'Bike Lock'], [12, 160]),
      leaf('Fitness Equipment', 'S-FIT', ['Dumbbell Set', 'Kettlebell', 'Resistance Bands', 'Skipping Rope'], [8, 140]),
    ],
  },
];

/** Adjectives and materials per product family. */
export const NAME_WORDS: Record<string, { adjectives: string[]; materials: string[] }> = {
  APPAREL: {
    adjectives: ['Relaxed', 'Slim-Fit', 'Oversized', 'Classic', 'Cropped', 'Tailored', 'Essential', 'Heritage', 'Lightweight', 'Textured', 'Washed', 'Utility'],
    materials: ['Organic Cotton', 'Linen', 'Merino Wool', 'Recycled Polyester', 'Denim', 'Jersey', 'Cashmere-Blend', 'Corduroy', 'Twill', 'Satin'],
  },
  FOOTWEAR: {
    adjectives: ['Classic', 'Lightweight', 'Chunky', 'Low-Profile', 'Waterproof', 'Padded', 'Retro', 'Everyday'],
    materials: ['Leather', 'Suede', 'Canvas', 'Knit', 'Recycled Mesh', 'Nubuck'],
  },
  ACCESSORIES: {
    adjectives: ['Minimal', 'Classic', 'Statement', 'Everyday', 'Vintage', 'Structured', 'Woven'],
    materials: ['Leather', 'Sterling Silver', 'Gold-Plated', 'Canvas', 'Recycled Nylon', 'Stainless Steel', 'Wool'],
  },
  HOME: {
    adjectives: ['Scandi', 'Rustic', 'Modern', 'Hand-Finished', 'Stoneware', 'Professional', 'Non-Stick', 'Textured', 'Soft-Touch'],
    materials: ['Cast Iron', 'Stainless Steel', 'Ceramic', 'Oak', 'Washed Linen', 'Egyptian Cotton', 'Rattan', 'Glass', 'Velvet'],
  },
  BEAUTY: {
    adjectives: ['Hydrating', 'Brightening', 'Nourishing', 'Gentle', 'Intense', 'Overnight', 'Mattifying', 'Radiance'],
    materials: ['Rose', 'Vitamin C', 'Niacinamide', 'Argan', 'Aloe', 'Shea', 'Green Tea', 'Oud'],
  },
  ELECTRONICS: {
    adjectives: ['Compact', 'Pro', 'Wireless', 'Smart', 'Portable', 'Ultra', 'Slim', 'Rugged'],
    materials: ['Series 3', 'Max', 'Mini', 'Plus', 'Air', 'Studio', 'Go'],
  },
  SPORTS: {
    adjectives: ['Performance', 'Lightweight', 'Pro', 'All-Weather', 'Breathable', 'Adjustable', 'Trail'],
    materials: ['Recycled', 'Thermal', 'Quick-Dry', 'Reflective', 'Ultralight', 'Insulated'],
  },
};

export const COLOURS: { name: string; hex: string }[] = [
  { name: 'Black', hex: '#111111' }, { name: 'White', hex: '#fafafa' }, { name: 'Navy', hex: '#1f2a44' },
  { name: 'Stone', hex: '#c8bca8' }, { name: 'Olive', hex: '#6b6b3a' }, { name: 'Burgundy', hex: '#6d1a2a' },
  { name: 'Sky Blue', hex: '#8ec5e8' }, { name: 'Charcoal', hex: '#3a3a3a' }, { name: 'Sage', hex: '#9caf88' },
  { name: 'Rust', hex: '#b7410e' }, { name: 'Cream', hex: '#f3ead7' }, { name: 'Forest Green', hex: '#2e5a3a' },
  { name: 'Blush Pink', hex: '#e8b4b8' }, { name: 'Mustard', hex: '#d4a017' }, { name: 'Grey Marl', hex: '#9a9a9a' },
];

export const SIZES: Record<string, string[]> = {
  APPAREL: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
  FOOTWEAR: ['UK 4', 'UK 5', 'UK 6', 'UK 7', 'UK 8', 'UK 9', 'UK 10', 'UK 11'],
  SPORTS: ['S', 'M', 'L', 'XL'],
};

export const BRANDS: { name: string; subBrands?: string[]; families: string[] }[] = [
  { name: 'Northfold', subBrands: ['Northfold Studio', 'Northfold Active'], families: ['APPAREL', 'SPORTS', 'FOOTWEAR'] },
  { name: 'Hale & Thorne', subBrands: ['Thorne Tailoring'], families: ['APPAREL', 'ACCESSORIES'] },
  { name: 'Marlow Street', families: ['APPAREL', 'ACCESSORIES'] },
  { name: 'Ashby Denim Co.', families: ['APPAREL'] },
  { name: 'Corvid', subBrands: ['Corvid Trail'], families: ['FOOTWEAR', 'SPORTS'] },
  { name: 'Lumen & Loom', families: ['HOME'] },
  { name: 'Fettle', subBrands: ['Fettle Pro'], families: ['HOME', 'ELECTRONICS'] },
  { name: 'Oakhaven', families: ['HOME'] },
  { name: 'Kinfolk Kitchen', families: ['HOME'] },
  { name: 'Sable Beauty', subBrands: ['Sable Skin', 'Sable Colour'], families: ['BEAUTY'] },
  { name: 'Verdant Botanics', families: ['BEAUTY'] },
  { name: 'Pulse Audio', subBrands: ['Pulse Studio'], families: ['ELECTRONICS'] },
  { name: 'Tessellate', families: ['ELECTRONICS'] },
  { name: 'Brightwire', families: ['ELECTRONICS', 'HOME'] },
  { name: 'Summit Ridge', subBrands: ['Summit Ridge Alpine'], families: ['SPORTS', 'APPAREL'] },
  { name: 'Stridewell', families: ['FOOTWEAR', 'SPORTS'] },
  { name: 'Little Wren', families: ['APPAREL', 'ACCESSORIES'] },
  { name: 'Juniper & Jay', families: ['APPAREL', 'ACCESSORIES', 'BEAUTY'] },
  { name: 'Calder Goods', families: ['ACCESSORIES', 'HOME'] },
  { name: 'Orrin Watch Co.', families: ['ACCESSORIES'] },
  { name: 'Halcyon Home', families: ['HOME'] },
  { name: 'Ferris & Finch', subBrands: ['Finch Kids'], families: ['APPAREL', 'FOOTWEAR'] },
  { name: 'Tidewater', families: ['APPAREL', 'SPORTS'] },
  { name: 'Quire', families: ['ELECTRONICS', 'ACCESSORIES'] },
];

export const COLLECTIONS = [
  'Summer Essentials', 'Winter Warmers', 'Workwear Edit', 'Weekend Wardrobe', 'The Linen Shop', 'Gift Guide',
  'Back to School', 'Home Refresh', 'Sustainable Choices', 'New In', 'Bestsellers', 'Festival Edit',
  'Capsule Wardrobe', 'Self-Care Sunday', 'Tech Deals',
];

export const SEASONS = [
  { code: 'SS24', name: 'Spring/Summer 2024' }, { code: 'AW24', name: 'Autumn/Winter 2024' },
  { code: 'SS25', name: 'Spring/Summer 2025' }, { code: 'AW25', name: 'Autumn/Winter 2025' },
  { code: 'SS26', name: 'Spring/Summer 2026' }, { code: 'AW26', name: 'Autumn/Winter 2026' },
  { code: 'CORE', name: 'Core (all seasons)' },
];

export const TAGS = [
  'new-in', 'bestseller', 'sale', 'online-exclusive', 'sustainable', 'vegan', 'gift-idea', 'limited-edition',
  'back-in-stock', 'clearance', 'award-winner', 'low-stock', 'made-in-uk', 'organic', 'recycled', 'trending',
];

export const COUNTRIES: { code: string; name: string }[] = [
  { code: 'GB', name: 'United Kingdom' }, { code: 'IE', name: 'Ireland' }, { code: 'FR', name: 'France' },
  { code: 'DE', name: 'Germany' }, { code: 'IT', name: 'Italy' }, { code: 'ES', name: 'Spain' },
  { code: 'PT', name: 'Portugal' }, { code: 'NL', name: 'Netherlands' }, { code: 'BE', name: 'Belgium' },
  { code: 'PL', name: 'Poland' }, { code: 'TR', name: 'Turkey' }, { code: 'US', name: 'United States' },
  { code: 'CA', name: 'Canada' }, { code: 'MX', name: 'Mexico' }, { code: 'CN', name: 'China' },
  { code: 'IN', name: 'India' }, { code: 'BD', name: 'Bangladesh' }, { code: 'VN', name: 'Vietnam' },
  { code: 'KH', name: 'Cambodia' }, { code: 'ID', name: 'Indonesia' }, { code: 'JP', name: 'Japan' },
  { code: 'KR', name: 'South Korea' }, { code: 'TW', name: 'Taiwan' }, { code: 'AU', name: 'Australia' },
  { code: 'SE', name: 'Sweden' }, { code: 'DK', name: 'Denmark' }, { code: 'CH', name: 'Switzerland' },
];

/** Harmonised System codes by family (first six digits, padded per country to eight). */
export const HS_CODES: Record<string, string[]> = {
  APPAREL: ['61091000', '62052000', '62044200', '62034200', '61103000', '62021300'],
  FOOTWEAR: ['64039100', '64041100', '64029900'],
  ACCESSORIES: ['42022100', '71131100', '91021100', '62149000'],
  HOME: ['73239300', '69120000', '63023100', '94052000', '82119100'],
  BEAUTY: ['33049900', '33030010', '33051000'],
  ELECTRONICS: ['85183000', '85176200', '85044095', '84716070'],
  SPORTS: ['95069110', '63062200', '65061010'],
};

export const SUPPLIER_NAMES = [
  'Lancashire Textile Mills', 'Porto Footwear Lda', 'Dhaka Garment Works', 'Shenzhen Bright Electronics',
  'Anatolia Denim', 'Nordic Home Supply', 'Milano Leather Srl', 'Kyoto Ceramics', 'Saigon Apparel Group',
  'Bavaria Kitchenware GmbH', 'Provence Botanicals', 'Highland Woollens', 'Pacific Outdoor Gear',
  'Taipei Components', 'Jaipur Block Prints', 'Rotterdam Logistics Partners', 'Guangzhou Bags & Cases',
  'Lisbon Linen Co.', 'Valencia Espadrilles', 'Midlands Metalworks', 'Seoul Cosmetics Lab', 'Ontario Outfitters',
  'Bursa Towels', 'Krakow Glassworks', 'Cotswold Candles',
];

/** Custom attributes (isCustom): metadata rows of the `attributes` table, values in products.custom_attributes. */
export const CUSTOM_ATTRIBUTES: {
  fieldCode: string;
  fieldName: string;
  inputType: number;
  options?: string[];
  validations?: number[];
  families: string[];
  info1?: string;
  /** 1 master only, 2 variants only, 3 both (default). */
  searchType?: 1 | 2 | 3;
}[] = [
  { fieldCode: 'Material', fieldName: 'Main material', inputType: 1, validations: [3], families: ['APPAREL', 'FOOTWEAR', 'ACCESSORIES', 'HOME', 'SPORTS'] },
  { fieldCode: 'Fit', fieldName: 'Fit', inputType: 9, options: ['Regular', 'Slim', 'Relaxed', 'Oversized', 'Tailored'], families: ['APPAREL'] },
  { fieldCode: 'Pattern', fieldName: 'Pattern', inputType: 9, options: ['Plain', 'Striped', 'Checked', 'Floral', 'Geometric', 'Animal'], families: ['APPAREL', 'HOME', 'ACCESSORIES'] },
  { fieldCode: 'Gender', fieldName: 'Gender', inputType: 9, options: ['Women', 'Men', 'Unisex', 'Girls', 'Boys'], families: ['APPAREL', 'FOOTWEAR', 'ACCESSORIES'] },
  { fieldCode: 'CareInstructions', fieldName: 'Care instructions', inputType: 2, validations: [3], families: ['APPAREL', 'HOME'] },
  { fieldCode: 'WarrantyMonths', fieldName: 'Warranty', inputType: 4, validations: [5], families: ['ELECTRONICS', 'HOME'], info1: 'months' },
  { fieldCode: 'Vegan', fieldName: 'Vegan', inputType: 6, families: ['BEAUTY', 'FOOTWEAR', 'ACCESSORIES'] },
  { fieldCode: 'Features', fieldName: 'Features', inputType: 10, options: ['Waterproof', 'Machine washable', 'Recycled materials', 'Dishwasher safe', 'Bluetooth', 'USB-C', 'Fragrance free'], families: ['APPAREL', 'HOME', 'ELECTRONICS', 'BEAUTY', 'SPORTS', 'FOOTWEAR'] },
  { fieldCode: 'Volume', fieldName: 'Volume', inputType: 5, validations: [5], families: ['BEAUTY'], info1: 'ml' },
  // The size of a size variant (set on variants only, never drawn at random: no family lists it).
  { fieldCode: 'Size', fieldName: 'Size', inputType: 1, validations: [2], families: [], info1: 'Variant attribute', searchType: 2 },
];

export const CARE = ['Machine wash at 30°C', 'Hand wash only', 'Dry clean only', 'Wipe clean', 'Machine wash at 40°C, tumble dry low'];
