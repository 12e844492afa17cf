import { Box, Image, type MantineBreakpoint } from '@mantine/core'

/** A product's picture in a square of `size` px, or a plain tile when it has none (cart, order and saved lines). */
export function ProductPicture({
  image,
  size,
  visibleFrom,
}: {
  image: string | null | undefined
  size: number
  visibleFrom?: MantineBreakpoint
}) {
  return image ? (
    <Image
      src={image}
      alt=""
      w={size}
      h={size}
      fit="contain"
      bg="white"
      radius="sm"
      visibleFrom={visibleFrom}
      style={{ flexShrink: 0, border: '1px solid var(--mantine-color-gray-3)' }}
    />
  ) : (
    <Box w={size} h={size} bg="gray.1" visibleFrom={visibleFrom} style={{ flexShrink: 0, borderRadius: 4 }} />
  )
}
