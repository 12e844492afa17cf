import { WizardRoute } from './wizard-route.tsx'

/** /{lang}/prodotti/wizard */
export default function WizardPage() {
  return <WizardRoute modeType="WIZARD" />
}
