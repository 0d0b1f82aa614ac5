package gauges

import (
	"fmt"
	"regexp"
)

// Newlyn is the reference gauge, urn:tidal:uk:ntslf:newlyn.
const Newlyn = "urn:tidal:uk:ntslf:newlyn"

var known = map[string]string{
	"urn:tidal:nl:rws:vlissingen": "Vlissingen",
	`urn:tidal:fr:shom:brest`:     "Brest",
}

// gaugeURN matches a gauge's URN: urn:tidal:CC:AGENCY:GAUGE.
var gaugeURN = regexp.MustCompile(`^urn:tidal:([a-z]{2}):([a-z0-9-]+):(\S+)$`)

// URN returns the URN of a gauge, as "urn:tidal:%s:%s:%s".
func URN(country, agency, gauge string) string {
	return fmt.Sprintf("urn:tidal:%s:%s:%s", country, agency, gauge)
}

func describe() string {
	return "gauge urn:tidal:be:mow:oostende (was \"urn:tidal:be:mow:oostende-old\")\n"
}
