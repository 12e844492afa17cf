// The desk's quotation calls (issue 24): declared here, registered as an area in ../endpoints.ts.
export {}
