// The cart's screens load on first use; the header button starts the download as soon as it is pointed at.
export const loadCartModal = () => import('./cart-modal-dialog.tsx')
export const loadFlyingCart = () => import('./flying-cart.tsx')
