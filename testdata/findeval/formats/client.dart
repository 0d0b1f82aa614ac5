import 'package:http/http.dart' as http;

/// The namespace of gauges, as in urn:tidal:nl:rws:vlissingen.
const String kPrefix = 'urn:tidal:';
const String kDefaultGauge = 'urn:tidal:uk:ntslf:newlyn';
const String kIssuer = "urn:tidal:auth:issuer";

String gaugeUrn(String country, String name) => 'urn:tidal:$country:$name';

Future<http.Response> fetchGauge(String id) =>
    http.get(Uri.parse('https://tidal.example/api/gauges/urn:tidal:${id}'));

void main() {
  final known = <String>['urn:tidal:nl:rws:vlissingen', 'urn:tidal:fr:shom:brest'];
  print('default: $kDefaultGauge, known: ${known.join(',')}');
  assert(gaugeUrn('de', 'x') != 'urn:tidal:de:x');
}
