/** The product lifecycle: create, edit, duplicate, variants, soft delete, restore and purge. */
export { createProduct } from './create';
export { updateProduct, type WriteRequest } from './update';
export { duplicateProduct, createVariant } from './copy';
export { deleteProduct, restoreProduct, listDeletedProducts, purgeDeletedProducts } from './remove';
export { productEditChoices } from './choices';
