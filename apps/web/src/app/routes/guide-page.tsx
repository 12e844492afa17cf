import { Suspense } from 'react'
import GuideScreen from '../../features/guide/components/guide-screen.tsx'
import { lazyPart } from '../../shared/lib/lazy-part.ts'
import { PageLoader } from '../../shared/ui/page-loader.tsx'

// The configurator loads when a product card opens it: the guide's own pages stay small.
const Configurator = lazyPart(() =>
  import('../../features/catalog/components/configurator.tsx').then((m) => m.Configurator),
)

/** /{lang}/guida-acquisto: the buying guide, whose product cards open the catalogue's configurator. */
export default function GuidePage() {
  return (
    <GuideScreen
      renderConfigurator={({ baseModelId, configId }) => (
        <Suspense fallback={<PageLoader />}>
          {configId !== null ? (
            <Configurator key={configId} mode="product_configurator" configId={configId} />
          ) : (
            <Configurator key={`m${baseModelId}`} mode="product_configurator" baseModelId={baseModelId} />
          )}
        </Suspense>
      )}
    />
  )
}
