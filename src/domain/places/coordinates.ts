/**
 * Where each locality of LOCALITIES_BY_PROVINCE is: WGS84 latitude and longitude of its town
 * centre (main square or civic centre; the seat for a partido or department named after it), to
 * four decimals. The database holds the same rows (`public.localities`, written from this file by
 * scripts/gen-localities-sql.ts), so a distance is the same in the app and in SQL.
 *
 * Loaded only with the pages that show a map or a distance, never with the first page.
 */
import type { LatLon } from '@/domain/geo';
import type { Province } from './provinces';

type Coordinates = readonly [lat: number, lon: number];

export const LOCALITY_COORDINATES: Record<Province, Readonly<Record<string, Coordinates>>> = {
  'Buenos Aires': {
    'La Plata': [-34.9214, -57.9545],
    'Mar del Plata': [-38.0055, -57.5426],
    'Bahía Blanca': [-38.7196, -62.2724],
    Tandil: [-37.3217, -59.1332],
    Olavarría: [-36.8927, -60.3225],
    Junín: [-34.585, -60.9589],
    Pergamino: [-33.8895, -60.5736],
    'San Nicolás de los Arroyos': [-33.3342, -60.2108],
    Zárate: [-34.0981, -59.0286],
    Campana: [-34.1633, -58.9592],
    Luján: [-34.5703, -59.105],
    Pilar: [-34.4587, -58.9142],
    Necochea: [-38.5545, -58.7396],
    Azul: [-36.777, -59.8585],
    Chivilcoy: [-34.8957, -60.0167],
    'Tres Arroyos': [-38.3739, -60.2798],
    Quilmes: [-34.7206, -58.2546],
    Avellaneda: [-34.6625, -58.365],
    Lanús: [-34.7061, -58.392],
    // The partido's seat, San Justo.
    'La Matanza': [-34.6822, -58.5617],
    Morón: [-34.6534, -58.6198],
    Tigre: [-34.426, -58.5796],
    'San Isidro': [-34.4708, -58.5286],
    // Belén de Escobar, the partido's seat.
    Escobar: [-34.3481, -58.7936],
    Mercedes: [-34.6515, -59.4307],
  },
  Catamarca: {
    'San Fernando del Valle de Catamarca': [-28.4696, -65.7852],
    // San Isidro, the department's seat across the Río del Valle.
    'Valle Viejo': [-28.475, -65.72],
    Andalgalá: [-27.5819, -66.3165],
    Belén: [-27.6496, -67.0333],
    Tinogasta: [-28.0632, -67.5649],
    'Santa María': [-26.6967, -66.0478],
    Recreo: [-29.2815, -65.061],
    Fiambalá: [-27.6869, -67.615],
  },
  Chaco: {
    Resistencia: [-27.4514, -58.9867],
    'Presidencia Roque Sáenz Peña': [-26.7852, -60.4388],
    Barranqueras: [-27.4833, -58.9333],
    'Villa Ángela': [-27.5738, -60.7153],
    Charata: [-27.2144, -61.1883],
    'General San Martín': [-26.5374, -59.3416],
    'Juan José Castelli': [-25.9466, -60.62],
    Quitilipi: [-26.8699, -60.2171],
    'Las Breñas': [-27.0897, -61.0819],
  },
  Chubut: {
    Rawson: [-43.3002, -65.1023],
    'Comodoro Rivadavia': [-45.8641, -67.4966],
    Trelew: [-43.249, -65.3051],
    'Puerto Madryn': [-42.7692, -65.0385],
    Esquel: [-42.9115, -71.3195],
    Sarmiento: [-45.5882, -69.07],
    Gaiman: [-43.2897, -65.4925],
    'Rada Tilly': [-45.925, -67.5545],
    Trevelin: [-43.0858, -71.4636],
  },
  'Ciudad Autónoma de Buenos Aires': {
    // The Obelisco, where the city's distances are counted from.
    'Buenos Aires': [-34.6037, -58.3816],
    Palermo: [-34.5885, -58.43],
    Belgrano: [-34.5627, -58.4583],
    Caballito: [-34.6186, -58.442],
    Flores: [-34.628, -58.4634],
    Barracas: [-34.6497, -58.3834],
    'La Boca': [-34.6345, -58.3631],
    Retiro: [-34.592, -58.375],
    'San Telmo': [-34.6218, -58.3714],
    'Puerto Madero': [-34.6118, -58.3627],
    'Villa Urquiza': [-34.5735, -58.489],
    Mataderos: [-34.656, -58.503],
    Liniers: [-34.6428, -58.5206],
    'Nueva Pompeya': [-34.6508, -58.4178],
    'Villa Lugano': [-34.6791, -58.4726],
    Recoleta: [-34.5875, -58.3974],
  },
  Córdoba: {
    Córdoba: [-31.4201, -64.1888],
    'Río Cuarto': [-33.1231, -64.3493],
    'Villa María': [-32.4075, -63.2402],
    'San Francisco': [-31.428, -62.0827],
    'Villa Carlos Paz': [-31.4241, -64.4978],
    'Alta Gracia': [-31.6529, -64.4283],
    'Bell Ville': [-32.6259, -62.6887],
    'Río Tercero': [-32.173, -64.1141],
    'Marcos Juárez': [-32.6978, -62.1067],
    'Jesús María': [-30.9815, -64.0943],
    'La Falda': [-31.0884, -64.4899],
    Cosquín: [-31.2451, -64.4656],
    'Villa Dolores': [-31.9459, -65.1896],
    Laboulaye: [-34.1266, -63.3912],
    Arroyito: [-31.4203, -63.05],
  },
  Corrientes: {
    Corrientes: [-27.4692, -58.8306],
    Goya: [-29.14, -59.2626],
    'Paso de los Libres': [-29.7125, -57.0877],
    'Curuzú Cuatiá': [-29.7917, -58.0546],
    Mercedes: [-29.1818, -58.0781],
    'Santo Tomé': [-28.5497, -56.041],
    Esquina: [-30.0144, -59.5272],
    Ituzaingó: [-27.5904, -56.6887],
    'Bella Vista': [-28.5086, -59.0417],
    // Gobernador Ingeniero Valentín Virasoro.
    Virasoro: [-28.05, -56.0333],
  },
  'Entre Ríos': {
    Paraná: [-31.7319, -60.5238],
    Concordia: [-31.3929, -58.0209],
    Gualeguaychú: [-33.0094, -58.5172],
    'Concepción del Uruguay': [-32.4846, -58.2323],
    Villaguay: [-31.8653, -59.0269],
    Gualeguay: [-33.1416, -59.3097],
    Victoria: [-32.6184, -60.1548],
    Colón: [-32.2236, -58.144],
    'La Paz': [-30.7446, -59.6452],
    Chajarí: [-30.7513, -57.9869],
    Federación: [-30.988, -57.919],
    Crespo: [-32.0287, -60.3064],
  },
  Formosa: {
    Formosa: [-26.1775, -58.1781],
    Clorinda: [-25.2848, -57.7185],
    Pirané: [-25.7324, -59.1088],
    'El Colorado': [-26.3081, -59.3728],
    'Las Lomitas': [-24.7096, -60.5924],
    'Ingeniero Juárez': [-23.8996, -61.8536],
    Ibarreta: [-25.2144, -59.8586],
    'Comandante Fontana': [-25.3345, -59.6822],
  },
  Jujuy: {
    'San Salvador de Jujuy': [-24.1858, -65.2995],
    Palpalá: [-24.2565, -65.2116],
    'San Pedro de Jujuy': [-24.2313, -64.8661],
    'Libertador General San Martín': [-23.8064, -64.7876],
    Perico: [-24.3817, -65.1127],
    Humahuaca: [-23.2054, -65.3506],
    'La Quiaca': [-22.1056, -65.5969],
    Tilcara: [-23.5776, -65.3958],
    'El Carmen': [-24.3884, -65.2616],
  },
  'La Pampa': {
    'Santa Rosa': [-36.6203, -64.2906],
    'General Pico': [-35.6566, -63.7568],
    Toay: [-36.6726, -64.3797],
    Realicó: [-35.0366, -64.2447],
    'Eduardo Castex': [-35.915, -64.2944],
    'General Acha': [-37.3769, -64.6043],
    '25 de Mayo': [-37.7706, -67.7167],
    'Intendente Alvear': [-35.2353, -63.5925],
    Macachín: [-37.1367, -63.6667],
  },
  'La Rioja': {
    'La Rioja': [-29.4131, -66.8558],
    Chilecito: [-29.1619, -67.4974],
    Aimogasta: [-28.5606, -66.8167],
    Chamical: [-30.36, -66.3142],
    Chepes: [-31.3458, -66.6011],
    'Villa Unión': [-29.3156, -68.2267],
    Famatina: [-28.9236, -67.5203],
    Olta: [-30.6311, -66.2772],
  },
  Mendoza: {
    Mendoza: [-32.8895, -68.8458],
    'San Rafael': [-34.6177, -68.3301],
    'Godoy Cruz': [-32.9254, -68.8449],
    // Villa Nueva, the department's seat.
    Guaymallén: [-32.9, -68.7833],
    'Las Heras': [-32.8509, -68.8283],
    'Luján de Cuyo': [-33.036, -68.877],
    Maipú: [-32.9833, -68.7917],
    'San Martín': [-33.081, -68.4681],
    Rivadavia: [-33.1912, -68.4619],
    Tunuyán: [-33.5766, -69.0153],
    Tupungato: [-33.3714, -69.1475],
    'General Alvear': [-34.9749, -67.6934],
    Malargüe: [-35.4757, -69.5849],
    Junín: [-33.1456, -68.4917],
    // Villa San Carlos (La Consulta is the larger town of the department).
    'San Carlos': [-33.7733, -69.0447],
    // Villa Tulumaya, the department's seat.
    Lavalle: [-32.7217, -68.5933],
  },
  Misiones: {
    Posadas: [-27.3671, -55.8961],
    Oberá: [-27.4871, -55.1199],
    Eldorado: [-26.4082, -54.6943],
    'Puerto Iguazú': [-25.5991, -54.5736],
    Apóstoles: [-27.9142, -55.7536],
    'Leandro N. Alem': [-27.6013, -55.3236],
    Montecarlo: [-26.5662, -54.757],
    'Puerto Rico': [-26.8063, -55.0241],
    'San Vicente': [-26.9996, -54.4863],
    'Jardín América': [-27.0435, -55.227],
    'Aristóbulo del Valle': [-27.0955, -54.8966],
  },
  Neuquén: {
    Neuquén: [-38.9516, -68.0591],
    'Cutral Có': [-38.9349, -69.2307],
    'Plaza Huincul': [-38.9257, -69.209],
    Centenario: [-38.8296, -68.1318],
    Plottier: [-38.9666, -68.233],
    Zapala: [-38.8992, -70.0544],
    'San Martín de los Andes': [-40.1575, -71.3524],
    'Villa La Angostura': [-40.7627, -71.6463],
    'Junín de los Andes': [-39.9504, -71.0694],
    'Chos Malal': [-37.3781, -70.2709],
    'Rincón de los Sauces': [-37.3906, -68.9293],
    Añelo: [-38.3546, -68.7883],
  },
  'Río Negro': {
    Viedma: [-40.8135, -62.9967],
    'San Carlos de Bariloche': [-41.1335, -71.3103],
    'General Roca': [-39.0333, -67.5833],
    Cipolletti: [-38.9339, -67.9903],
    'Villa Regina': [-39.1, -67.0833],
    Allen: [-38.9775, -67.8266],
    'Cinco Saltos': [-38.8225, -68.0629],
    'Choele Choel': [-39.2894, -65.6606],
    'San Antonio Oeste': [-40.7319, -64.9477],
    'El Bolsón': [-41.9605, -71.5334],
    Catriel: [-37.879, -67.7956],
  },
  Salta: {
    Salta: [-24.7821, -65.4232],
    'San Ramón de la Nueva Orán': [-23.1322, -64.3265],
    Tartagal: [-22.5164, -63.8013],
    'General Güemes': [-24.6667, -65.05],
    // San José de Metán.
    Metán: [-25.499, -64.9734],
    'Rosario de la Frontera': [-25.797, -64.9711],
    Cafayate: [-26.073, -65.9761],
    Cerrillos: [-24.8961, -65.488],
    Embarcación: [-23.2097, -64.0968],
    'Joaquín V. González': [-25.1167, -64.1333],
    'Rosario de Lerma': [-24.98, -65.5789],
  },
  'San Juan': {
    'San Juan': [-31.5375, -68.5364],
    // Villa Krause, the department's seat.
    Rawson: [-31.577, -68.539],
    Rivadavia: [-31.53, -68.595],
    Chimbas: [-31.4881, -68.5283],
    'Santa Lucía': [-31.54, -68.495],
    // Villa Aberastain, the department's seat.
    Pocito: [-31.6536, -68.5828],
    Caucete: [-31.6517, -68.2811],
    Albardón: [-31.4363, -68.5255],
    // San José de Jáchal.
    Jáchal: [-30.2406, -68.7469],
    Calingasta: [-31.3312, -69.4263],
    // The department's seat is Media Agua.
    Sarmiento: [-31.9817, -68.4256],
    'Media Agua': [-31.9817, -68.4256],
  },
  'San Luis': {
    'San Luis': [-33.3017, -66.3378],
    'Villa Mercedes': [-33.6757, -65.4578],
    Merlo: [-32.3429, -65.014],
    'Juana Koslay': [-33.2869, -66.2583],
    'La Punta': [-33.1833, -66.3167],
    'Justo Daract': [-33.8597, -65.1828],
    Tilisarao: [-32.7333, -65.2911],
    Concarán: [-32.56, -65.2433],
    'Santa Rosa del Conlara': [-32.3431, -65.2075],
  },
  'Santa Cruz': {
    'Río Gallegos': [-51.623, -69.2168],
    'Caleta Olivia': [-46.4393, -67.5281],
    'Pico Truncado': [-46.7949, -67.9573],
    'Puerto Deseado': [-47.7503, -65.8939],
    'Las Heras': [-46.5419, -68.9359],
    'El Calafate': [-50.3379, -72.2648],
    'Puerto San Julián': [-49.3064, -67.7274],
    'Perito Moreno': [-46.5898, -70.9297],
    'Río Turbio': [-51.5358, -72.3378],
    'Puerto Santa Cruz': [-50.0186, -68.5233],
  },
  'Santa Fe': {
    'Santa Fe': [-31.6333, -60.7],
    Rosario: [-32.9468, -60.6393],
    Rafaela: [-31.2503, -61.4867],
    'Venado Tuerto': [-33.7456, -61.9688],
    Reconquista: [-29.15, -59.65],
    'Villa Gobernador Gálvez': [-33.026, -60.633],
    'Santo Tomé': [-31.6626, -60.7653],
    Esperanza: [-31.4488, -60.9317],
    'San Lorenzo': [-32.75, -60.7333],
    Casilda: [-33.0442, -61.1681],
    'Villa Constitución': [-33.2278, -60.3297],
    'Cañada de Gómez': [-32.8164, -61.3949],
    Firmat: [-33.4594, -61.4833],
    Funes: [-32.9167, -60.8167],
    Sunchales: [-30.9444, -61.5614],
    Avellaneda: [-29.1175, -59.6583],
    Rufino: [-34.2683, -62.7126],
  },
  'Santiago del Estero': {
    'Santiago del Estero': [-27.7951, -64.2615],
    'La Banda': [-27.7334, -64.242],
    'Termas de Río Hondo': [-27.4936, -64.8597],
    Añatuya: [-28.4606, -62.8347],
    Frías: [-28.6494, -65.1289],
    Fernández: [-27.9227, -63.8961],
    Quimilí: [-27.6466, -62.4167],
    Loreto: [-28.3012, -64.1864],
    'Monte Quemado': [-25.8039, -62.8283],
  },
  'Tierra del Fuego': {
    Ushuaia: [-54.8019, -68.303],
    'Río Grande': [-53.7877, -67.7095],
    Tolhuin: [-54.511, -67.1956],
  },
  Tucumán: {
    'San Miguel de Tucumán': [-26.8083, -65.2176],
    'Yerba Buena': [-26.8167, -65.3167],
    'Tafí Viejo': [-26.7322, -65.2592],
    'Banda del Río Salí': [-26.85, -65.1667],
    Concepción: [-27.3436, -65.5925],
    Aguilares: [-27.4333, -65.6167],
    Monteros: [-27.1674, -65.4983],
    Famaillá: [-27.0544, -65.4033],
    Lules: [-26.9247, -65.3378],
    'Tafí del Valle': [-26.8524, -65.7096],
    Simoca: [-27.2627, -65.3565],
  },
};

/** The autonomous city's point when a place in it names no known barrio: the Obelisco. */
export const CABA_CENTRE: LatLon = { lat: -34.6037, lon: -58.3816 };

/** Lower-case without accents (like foldPlace and the database's search_fold). */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** The localities of each province by folded name, built on first use. */
let folded: Map<string, Map<string, Coordinates>> | undefined;

function foldedIndex(): Map<string, Map<string, Coordinates>> {
  if (!folded) {
    folded = new Map(
      Object.entries(LOCALITY_COORDINATES).map(([province, places]) => [
        province,
        new Map(Object.entries(places).map(([name, point]) => [fold(name), point])),
      ]),
    );
  }
  return folded;
}

/**
 * Where a locality of a province is: `('Santa Fe', 'Rosario')` → { lat: -32.9468, lon: -60.6393 }.
 * The name compares without accents or case ('cordoba' finds Córdoba); null when the province
 * or the locality is not known.
 */
export function localityCoordinates(province: string, locality: string): LatLon | null {
  const point = foldedIndex().get(province)?.get(fold(locality));
  return point ? { lat: point[0], lon: point[1] } : null;
}

/**
 * Where a listing's place is, as it stores it: the text ('Rosario, Santa Fe', 'Buenos Aires,
 * CABA') and its province (or null). The part before the first comma names the locality; a
 * place in the autonomous city that names no known barrio is the city's centre. Null when it
 * cannot be placed. The database answers the same (`public.place_coordinates`).
 */
export function placeCoordinates(place: string, province: string | null): LatLon | null {
  if (!province) return null;
  const locality = place.split(',', 1)[0] ?? '';
  const point = localityCoordinates(province, locality);
  if (point) return point;
  return province === 'Ciudad Autónoma de Buenos Aires' ? { ...CABA_CENTRE } : null;
}
