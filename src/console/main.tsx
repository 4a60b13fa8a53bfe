// The operator console's entry (admin.html): its own bundle, served by the operator port only; the
// player site never loads it (docs/console.md).
import '../styles/app.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { ConsoleApp } from './app'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ConsoleApp />
  </StrictMode>,
)
