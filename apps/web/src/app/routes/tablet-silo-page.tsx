import { WizardRoute } from './wizard-route.tsx'

/** /{lang}/prodotti/tablet_silo: the trade-fair tablet's wizard. */
export default function TabletSiloPage() {
  return <WizardRoute modeType="TABLET_SILO" />
}
