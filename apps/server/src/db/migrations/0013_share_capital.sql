-- Issue 23 item 7: the share capital was a text printed as it was stored ('EUR 50.000,00 i.v.'), Italian on every
-- page. It becomes amounts in cents, {amount, paid_in}, that each page prints in its own language. A text in that
-- Italian form, fully paid in ('i.v.', 'interamente versato'), is converted; any other text is dropped, and the footer
-- shows no capital until staff store the amounts (docs/decisions/026).
UPDATE "settings" s SET "value" = CASE
  WHEN parsed.cents IS NULL THEN s."value" - 'share_capital'
  ELSE jsonb_set(s."value", '{share_capital}', jsonb_build_object('amount', parsed.cents, 'paid_in', parsed.cents))
END
FROM (
  SELECT "key", CASE
    WHEN "value"->>'share_capital' ~* '^\s*(eur|€)?\s*[0-9][0-9.]*(,[0-9]{1,2})?\s*(€|eur)?\s*(i\.\s*v\.|interamente versato)\s*$'
    THEN (replace(replace(substring("value"->>'share_capital' from '[0-9][0-9.]*(?:,[0-9]{1,2})?'), '.', ''), ',', '.')::numeric * 100)::bigint
  END AS cents
  FROM "settings"
  WHERE "key" = 'provider_identity' AND jsonb_typeof("value"->'share_capital') = 'string'
) parsed
WHERE s."key" = parsed."key";
