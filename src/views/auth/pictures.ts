// The auth screens' largest picture (the backdrop's stadium): the route table names it so the first-page
// script preloads it beside the code (docs/delivery.md); AuthBackdrop draws it.
export const AUTH_STADIUM = '/img/auth/stadium.svg'
