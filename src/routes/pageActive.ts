import { createContext, useContext } from 'react'

/**
 * Whether the page is the one on screen. Kept-alive pages stay mounted while hidden; anything they
 * render in a portal (dialogs) must ask this, or it would float over the page the player is on.
 */
export const PageActiveContext = createContext(true)
export const usePageActive = () => useContext(PageActiveContext)
