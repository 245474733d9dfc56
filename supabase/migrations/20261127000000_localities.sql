-- Localities with coordinates, and straight-line distances (the trip map, items 1-2).
--
-- 1. public.localities: the main localities of each jurisdiction with the WGS84 point of their
--    town centre. The same rows as src/features/listings/places/coordinates.ts (the INSERT below is
--    the output of scripts/gen-localities-sql.ts; localities.int.test.ts checks they agree).
--    Everyone reads it, nobody writes it through the Data API.
-- 2. great_circle_km(): the haversine distance in km (R = 6371.0088 km, the IUGG mean radius), as
--    greatCircleKm in src/domain/geo.ts.
-- 3. place_coordinates(): where a listing's stored place is ('Rosario, Santa Fe' with its
--    province): the locality named before the first comma, compared folded (search_fold, so
--    accents and case do not matter); in the autonomous city, a place that names no known barrio
--    is the city's centre. No row when the place is unknown.

-- ---------------------------------------------------------------------------
-- 1. Localities
-- ---------------------------------------------------------------------------
create table public.localities (
  province text not null check (public.is_argentine_province(province)),
  name text not null,
  lat double precision not null check (lat between -56 and -21),
  lon double precision not null check (lon between -74 and -53),
  primary key (province, name)
);

alter table public.localities enable row level security;
revoke all on public.localities from anon, authenticated;
grant select on public.localities to anon, authenticated;

create policy "Anyone reads the localities" on public.localities
for select to anon, authenticated using (true);
create policy "A verified second factor requires aal2" on public.localities
as restrictive for all to authenticated
using ((select public.mfa_satisfied())) with check ((select public.mfa_satisfied()));

insert into public.localities (province, name, lat, lon) values
  ('Buenos Aires', 'La Plata', -34.9214, -57.9545),
  ('Buenos Aires', 'Mar del Plata', -38.0055, -57.5426),
  ('Buenos Aires', 'Bahía Blanca', -38.7196, -62.2724),
  ('Buenos Aires', 'Tandil', -37.3217, -59.1332),
  ('Buenos Aires', 'Olavarría', -36.8927, -60.3225),
  ('Buenos Aires', 'Junín', -34.585, -60.9589),
  ('Buenos Aires', 'Pergamino', -33.8895, -60.5736),
  ('Buenos Aires', 'San Nicolás de los Arroyos', -33.3342, -60.2108),
  ('Buenos Aires', 'Zárate', -34.0981, -59.0286),
  ('Buenos Aires', 'Campana', -34.1633, -58.9592),
  ('Buenos Aires', 'Luján', -34.5703, -59.105),
  ('Buenos Aires', 'Pilar', -34.4587, -58.9142),
  ('Buenos Aires', 'Necochea', -38.5545, -58.7396),
  ('Buenos Aires', 'Azul', -36.777, -59.8585),
  ('Buenos Aires', 'Chivilcoy', -34.8957, -60.0167),
  ('Buenos Aires', 'Tres Arroyos', -38.3739, -60.2798),
  ('Buenos Aires', 'Quilmes', -34.7206, -58.2546),
  ('Buenos Aires', 'Avellaneda', -34.6625, -58.365),
  ('Buenos Aires', 'Lanús', -34.7061, -58.392),
  ('Buenos Aires', 'La Matanza', -34.6822, -58.5617),
  ('Buenos Aires', 'Morón', -34.6534, -58.6198),
  ('Buenos Aires', 'Tigre', -34.426, -58.5796),
  ('Buenos Aires', 'San Isidro', -34.4708, -58.5286),
  ('Buenos Aires', 'Escobar', -34.3481, -58.7936),
  ('Buenos Aires', 'Mercedes', -34.6515, -59.4307),
  ('Catamarca', 'San Fernando del Valle de Catamarca', -28.4696, -65.7852),
  ('Catamarca', 'Valle Viejo', -28.475, -65.72),
  ('Catamarca', 'Andalgalá', -27.5819, -66.3165),
  ('Catamarca', 'Belén', -27.6496, -67.0333),
  ('Catamarca', 'Tinogasta', -28.0632, -67.5649),
  ('Catamarca', 'Santa María', -26.6967, -66.0478),
  ('Catamarca', 'Recreo', -29.2815, -65.061),
  ('Catamarca', 'Fiambalá', -27.6869, -67.615),
  ('Chaco', 'Resistencia', -27.4514, -58.9867),
  ('Chaco', 'Presidencia Roque Sáenz Peña', -26.7852, -60.4388),
  ('Chaco', 'Barranqueras', -27.4833, -58.9333),
  ('Chaco', 'Villa Ángela', -27.5738, -60.7153),
  ('Chaco', 'Charata', -27.2144, -61.1883),
  ('Chaco', 'General San Martín', -26.5374, -59.3416),
  ('Chaco', 'Juan José Castelli', -25.9466, -60.62),
  ('Chaco', 'Quitilipi', -26.8699, -60.2171),
  ('Chaco', 'Las Breñas', -27.0897, -61.0819),
  ('Chubut', 'Rawson', -43.3002, -65.1023),
  ('Chubut', 'Comodoro Rivadavia', -45.8641, -67.4966),
  ('Chubut', 'Trelew', -43.249, -65.3051),
  ('Chubut', 'Puerto Madryn', -42.7692, -65.0385),
  ('Chubut', 'Esquel', -42.9115, -71.3195),
  ('Chubut', 'Sarmiento', -45.5882, -69.07),
  ('Chubut', 'Gaiman', -43.2897, -65.4925),
  ('Chubut', 'Rada Tilly', -45.925, -67.5545),
  ('Chubut', 'Trevelin', -43.0858, -71.4636),
  ('Ciudad Autónoma de Buenos Aires', 'Buenos Aires', -34.6037, -58.3816),
  ('Ciudad Autónoma de Buenos Aires', 'Palermo', -34.5885, -58.43),
  ('Ciudad Autónoma de Buenos Aires', 'Belgrano', -34.5627, -58.4583),
  ('Ciudad Autónoma de Buenos Aires', 'Caballito', -34.6186, -58.442),
  ('Ciudad Autónoma de Buenos Aires', 'Flores', -34.628, -58.4634),
  ('Ciudad Autónoma de Buenos Aires', 'Barracas', -34.6497, -58.3834),
  ('Ciudad Autónoma de Buenos Aires', 'La Boca', -34.6345, -58.3631),
  ('Ciudad Autónoma de Buenos Aires', 'Retiro', -34.592, -58.375),
  ('Ciudad Autónoma de Buenos Aires', 'San Telmo', -34.6218, -58.3714),
  ('Ciudad Autónoma de Buenos Aires', 'Puerto Madero', -34.6118, -58.3627),
  ('Ciudad Autónoma de Buenos Aires', 'Villa Urquiza', -34.5735, -58.489),
  ('Ciudad Autónoma de Buenos Aires', 'Mataderos', -34.656, -58.503),
  ('Ciudad Autónoma de Buenos Aires', 'Liniers', -34.6428, -58.5206),
  ('Ciudad Autónoma de Buenos Aires', 'Nueva Pompeya', -34.6508, -58.4178),
  ('Ciudad Autónoma de Buenos Aires', 'Villa Lugano', -34.6791, -58.4726),
  ('Ciudad Autónoma de Buenos Aires', 'Recoleta', -34.5875, -58.3974),
  ('Córdoba', 'Córdoba', -31.4201, -64.1888),
  ('Córdoba', 'Río Cuarto', -33.1231, -64.3493),
  ('Córdoba', 'Villa María', -32.4075, -63.2402),
  ('Córdoba', 'San Francisco', -31.428, -62.0827),
  ('Córdoba', 'Villa Carlos Paz', -31.4241, -64.4978),
  ('Córdoba', 'Alta Gracia', -31.6529, -64.4283),
  ('Córdoba', 'Bell Ville', -32.6259, -62.6887),
  ('Córdoba', 'Río Tercero', -32.173, -64.1141),
  ('Córdoba', 'Marcos Juárez', -32.6978, -62.1067),
  ('Córdoba', 'Jesús María', -30.9815, -64.0943),
  ('Córdoba', 'La Falda', -31.0884, -64.4899),
  ('Córdoba', 'Cosquín', -31.2451, -64.4656),
  ('Córdoba', 'Villa Dolores', -31.9459, -65.1896),
  ('Córdoba', 'Laboulaye', -34.1266, -63.3912),
  ('Córdoba', 'Arroyito', -31.4203, -63.05),
  ('Corrientes', 'Corrientes', -27.4692, -58.8306),
  ('Corrientes', 'Goya', -29.14, -59.2626),
  ('Corrientes', 'Paso de los Libres', -29.7125, -57.0877),
  ('Corrientes', 'Curuzú Cuatiá', -29.7917, -58.0546),
  ('Corrientes', 'Mercedes', -29.1818, -58.0781),
  ('Corrientes', 'Santo Tomé', -28.5497, -56.041),
  ('Corrientes', 'Esquina', -30.0144, -59.5272),
  ('Corrientes', 'Ituzaingó', -27.5904, -56.6887),
  ('Corrientes', 'Bella Vista', -28.5086, -59.0417),
  ('Corrientes', 'Virasoro', -28.05, -56.0333),
  ('Entre Ríos', 'Paraná', -31.7319, -60.5238),
  ('Entre Ríos', 'Concordia', -31.3929, -58.0209),
  ('Entre Ríos', 'Gualeguaychú', -33.0094, -58.5172),
  ('Entre Ríos', 'Concepción del Uruguay', -32.4846, -58.2323),
  ('Entre Ríos', 'Villaguay', -31.8653, -59.0269),
  ('Entre Ríos', 'Gualeguay', -33.1416, -59.3097),
  ('Entre Ríos', 'Victoria', -32.6184, -60.1548),
  ('Entre Ríos', 'Colón', -32.2236, -58.144),
  ('Entre Ríos', 'La Paz', -30.7446, -59.6452),
  ('Entre Ríos', 'Chajarí', -30.7513, -57.9869),
  ('Entre Ríos', 'Federación', -30.988, -57.919),
  ('Entre Ríos', 'Crespo', -32.0287, -60.3064),
  ('Formosa', 'Formosa', -26.1775, -58.1781),
  ('Formosa', 'Clorinda', -25.2848, -57.7185),
  ('Formosa', 'Pirané', -25.7324, -59.1088),
  ('Formosa', 'El Colorado', -26.3081, -59.3728),
  ('Formosa', 'Las Lomitas', -24.7096, -60.5924),
  ('Formosa', 'Ingeniero Juárez', -23.8996, -61.8536),
  ('Formosa', 'Ibarreta', -25.2144, -59.8586),
  ('Formosa', 'Comandante Fontana', -25.3345, -59.6822),
  ('Jujuy', 'San Salvador de Jujuy', -24.1858, -65.2995),
  ('Jujuy', 'Palpalá', -24.2565, -65.2116),
  ('Jujuy', 'San Pedro de Jujuy', -24.2313, -64.8661),
  ('Jujuy', 'Libertador General San Martín', -23.8064, -64.7876),
  ('Jujuy', 'Perico', -24.3817, -65.1127),
  ('Jujuy', 'Humahuaca', -23.2054, -65.3506),
  ('Jujuy', 'La Quiaca', -22.1056, -65.5969),
  ('Jujuy', 'Tilcara', -23.5776, -65.3958),
  ('Jujuy', 'El Carmen', -24.3884, -65.2616),
  ('La Pampa', 'Santa Rosa', -36.6203, -64.2906),
  ('La Pampa', 'General Pico', -35.6566, -63.7568),
  ('La Pampa', 'Toay', -36.6726, -64.3797),
  ('La Pampa', 'Realicó', -35.0366, -64.2447),
  ('La Pampa', 'Eduardo Castex', -35.915, -64.2944),
  ('La Pampa', 'General Acha', -37.3769, -64.6043),
  ('La Pampa', '25 de Mayo', -37.7706, -67.7167),
  ('La Pampa', 'Intendente Alvear', -35.2353, -63.5925),
  ('La Pampa', 'Macachín', -37.1367, -63.6667),
  ('La Rioja', 'La Rioja', -29.4131, -66.8558),
  ('La Rioja', 'Chilecito', -29.1619, -67.4974),
  ('La Rioja', 'Aimogasta', -28.5606, -66.8167),
  ('La Rioja', 'Chamical', -30.36, -66.3142),
  ('La Rioja', 'Chepes', -31.3458, -66.6011),
  ('La Rioja', 'Villa Unión', -29.3156, -68.2267),
  ('La Rioja', 'Famatina', -28.9236, -67.5203),
  ('La Rioja', 'Olta', -30.6311, -66.2772),
  ('Mendoza', 'Mendoza', -32.8895, -68.8458),
  ('Mendoza', 'San Rafael', -34.6177, -68.3301),
  ('Mendoza', 'Godoy Cruz', -32.9254, -68.8449),
  ('Mendoza', 'Guaymallén', -32.9, -68.7833),
  ('Mendoza', 'Las Heras', -32.8509, -68.8283),
  ('Mendoza', 'Luján de Cuyo', -33.036, -68.877),
  ('Mendoza', 'Maipú', -32.9833, -68.7917),
  ('Mendoza', 'San Martín', -33.081, -68.4681),
  ('Mendoza', 'Rivadavia', -33.1912, -68.4619),
  ('Mendoza', 'Tunuyán', -33.5766, -69.0153),
  ('Mendoza', 'Tupungato', -33.3714, -69.1475),
  ('Mendoza', 'General Alvear', -34.9749, -67.6934),
  ('Mendoza', 'Malargüe', -35.4757, -69.5849),
  ('Mendoza', 'Junín', -33.1456, -68.4917),
  ('Mendoza', 'San Carlos', -33.7733, -69.0447),
  ('Mendoza', 'Lavalle', -32.7217, -68.5933),
  ('Misiones', 'Posadas', -27.3671, -55.8961),
  ('Misiones', 'Oberá', -27.4871, -55.1199),
  ('Misiones', 'Eldorado', -26.4082, -54.6943),
  ('Misiones', 'Puerto Iguazú', -25.5991, -54.5736),
  ('Misiones', 'Apóstoles', -27.9142, -55.7536),
  ('Misiones', 'Leandro N. Alem', -27.6013, -55.3236),
  ('Misiones', 'Montecarlo', -26.5662, -54.757),
  ('Misiones', 'Puerto Rico', -26.8063, -55.0241),
  ('Misiones', 'San Vicente', -26.9996, -54.4863),
  ('Misiones', 'Jardín América', -27.0435, -55.227),
  ('Misiones', 'Aristóbulo del Valle', -27.0955, -54.8966),
  ('Neuquén', 'Neuquén', -38.9516, -68.0591),
  ('Neuquén', 'Cutral Có', -38.9349, -69.2307),
  ('Neuquén', 'Plaza Huincul', -38.9257, -69.209),
  ('Neuquén', 'Centenario', -38.8296, -68.1318),
  ('Neuquén', 'Plottier', -38.9666, -68.233),
  ('Neuquén', 'Zapala', -38.8992, -70.0544),
  ('Neuquén', 'San Martín de los Andes', -40.1575, -71.3524),
  ('Neuquén', 'Villa La Angostura', -40.7627, -71.6463),
  ('Neuquén', 'Junín de los Andes', -39.9504, -71.0694),
  ('Neuquén', 'Chos Malal', -37.3781, -70.2709),
  ('Neuquén', 'Rincón de los Sauces', -37.3906, -68.9293),
  ('Neuquén', 'Añelo', -38.3546, -68.7883),
  ('Río Negro', 'Viedma', -40.8135, -62.9967),
  ('Río Negro', 'San Carlos de Bariloche', -41.1335, -71.3103),
  ('Río Negro', 'General Roca', -39.0333, -67.5833),
  ('Río Negro', 'Cipolletti', -38.9339, -67.9903),
  ('Río Negro', 'Villa Regina', -39.1, -67.0833),
  ('Río Negro', 'Allen', -38.9775, -67.8266),
  ('Río Negro', 'Cinco Saltos', -38.8225, -68.0629),
  ('Río Negro', 'Choele Choel', -39.2894, -65.6606),
  ('Río Negro', 'San Antonio Oeste', -40.7319, -64.9477),
  ('Río Negro', 'El Bolsón', -41.9605, -71.5334),
  ('Río Negro', 'Catriel', -37.879, -67.7956),
  ('Salta', 'Salta', -24.7821, -65.4232),
  ('Salta', 'San Ramón de la Nueva Orán', -23.1322, -64.3265),
  ('Salta', 'Tartagal', -22.5164, -63.8013),
  ('Salta', 'General Güemes', -24.6667, -65.05),
  ('Salta', 'Metán', -25.499, -64.9734),
  ('Salta', 'Rosario de la Frontera', -25.797, -64.9711),
  ('Salta', 'Cafayate', -26.073, -65.9761),
  ('Salta', 'Cerrillos', -24.8961, -65.488),
  ('Salta', 'Embarcación', -23.2097, -64.0968),
  ('Salta', 'Joaquín V. González', -25.1167, -64.1333),
  ('Salta', 'Rosario de Lerma', -24.98, -65.5789),
  ('San Juan', 'San Juan', -31.5375, -68.5364),
  ('San Juan', 'Rawson', -31.577, -68.539),
  ('San Juan', 'Rivadavia', -31.53, -68.595),
  ('San Juan', 'Chimbas', -31.4881, -68.5283),
  ('San Juan', 'Santa Lucía', -31.54, -68.495),
  ('San Juan', 'Pocito', -31.6536, -68.5828),
  ('San Juan', 'Caucete', -31.6517, -68.2811),
  ('San Juan', 'Albardón', -31.4363, -68.5255),
  ('San Juan', 'Jáchal', -30.2406, -68.7469),
  ('San Juan', 'Calingasta', -31.3312, -69.4263),
  ('San Juan', 'Sarmiento', -31.9817, -68.4256),
  ('San Juan', 'Media Agua', -31.9817, -68.4256),
  ('San Luis', 'San Luis', -33.3017, -66.3378),
  ('San Luis', 'Villa Mercedes', -33.6757, -65.4578),
  ('San Luis', 'Merlo', -32.3429, -65.014),
  ('San Luis', 'Juana Koslay', -33.2869, -66.2583),
  ('San Luis', 'La Punta', -33.1833, -66.3167),
  ('San Luis', 'Justo Daract', -33.8597, -65.1828),
  ('San Luis', 'Tilisarao', -32.7333, -65.2911),
  ('San Luis', 'Concarán', -32.56, -65.2433),
  ('San Luis', 'Santa Rosa del Conlara', -32.3431, -65.2075),
  ('Santa Cruz', 'Río Gallegos', -51.623, -69.2168),
  ('Santa Cruz', 'Caleta Olivia', -46.4393, -67.5281),
  ('Santa Cruz', 'Pico Truncado', -46.7949, -67.9573),
  ('Santa Cruz', 'Puerto Deseado', -47.7503, -65.8939),
  ('Santa Cruz', 'Las Heras', -46.5419, -68.9359),
  ('Santa Cruz', 'El Calafate', -50.3379, -72.2648),
  ('Santa Cruz', 'Puerto San Julián', -49.3064, -67.7274),
  ('Santa Cruz', 'Perito Moreno', -46.5898, -70.9297),
  ('Santa Cruz', 'Río Turbio', -51.5358, -72.3378),
  ('Santa Cruz', 'Puerto Santa Cruz', -50.0186, -68.5233),
  ('Santa Fe', 'Santa Fe', -31.6333, -60.7),
  ('Santa Fe', 'Rosario', -32.9468, -60.6393),
  ('Santa Fe', 'Rafaela', -31.2503, -61.4867),
  ('Santa Fe', 'Venado Tuerto', -33.7456, -61.9688),
  ('Santa Fe', 'Reconquista', -29.15, -59.65),
  ('Santa Fe', 'Villa Gobernador Gálvez', -33.026, -60.633),
  ('Santa Fe', 'Santo Tomé', -31.6626, -60.7653),
  ('Santa Fe', 'Esperanza', -31.4488, -60.9317),
  ('Santa Fe', 'San Lorenzo', -32.75, -60.7333),
  ('Santa Fe', 'Casilda', -33.0442, -61.1681),
  ('Santa Fe', 'Villa Constitución', -33.2278, -60.3297),
  ('Santa Fe', 'Cañada de Gómez', -32.8164, -61.3949),
  ('Santa Fe', 'Firmat', -33.4594, -61.4833),
  ('Santa Fe', 'Funes', -32.9167, -60.8167),
  ('Santa Fe', 'Sunchales', -30.9444, -61.5614),
  ('Santa Fe', 'Avellaneda', -29.1175, -59.6583),
  ('Santa Fe', 'Rufino', -34.2683, -62.7126),
  ('Santiago del Estero', 'Santiago del Estero', -27.7951, -64.2615),
  ('Santiago del Estero', 'La Banda', -27.7334, -64.242),
  ('Santiago del Estero', 'Termas de Río Hondo', -27.4936, -64.8597),
  ('Santiago del Estero', 'Añatuya', -28.4606, -62.8347),
  ('Santiago del Estero', 'Frías', -28.6494, -65.1289),
  ('Santiago del Estero', 'Fernández', -27.9227, -63.8961),
  ('Santiago del Estero', 'Quimilí', -27.6466, -62.4167),
  ('Santiago del Estero', 'Loreto', -28.3012, -64.1864),
  ('Santiago del Estero', 'Monte Quemado', -25.8039, -62.8283),
  ('Tierra del Fuego', 'Ushuaia', -54.8019, -68.303),
  ('Tierra del Fuego', 'Río Grande', -53.7877, -67.7095),
  ('Tierra del Fuego', 'Tolhuin', -54.511, -67.1956),
  ('Tucumán', 'San Miguel de Tucumán', -26.8083, -65.2176),
  ('Tucumán', 'Yerba Buena', -26.8167, -65.3167),
  ('Tucumán', 'Tafí Viejo', -26.7322, -65.2592),
  ('Tucumán', 'Banda del Río Salí', -26.85, -65.1667),
  ('Tucumán', 'Concepción', -27.3436, -65.5925),
  ('Tucumán', 'Aguilares', -27.4333, -65.6167),
  ('Tucumán', 'Monteros', -27.1674, -65.4983),
  ('Tucumán', 'Famaillá', -27.0544, -65.4033),
  ('Tucumán', 'Lules', -26.9247, -65.3378),
  ('Tucumán', 'Tafí del Valle', -26.8524, -65.7096),
  ('Tucumán', 'Simoca', -27.2627, -65.3565);

-- ---------------------------------------------------------------------------
-- 2. Great-circle distance
-- ---------------------------------------------------------------------------
create function public.great_circle_km(
  lat1 double precision,
  lon1 double precision,
  lat2 double precision,
  lon2 double precision
)
returns double precision
language sql
immutable
parallel safe
set search_path = ''
as $$
  select 2 * 6371.0088 * pg_catalog.asin(least(1, pg_catalog.sqrt(
    pg_catalog.power(pg_catalog.sin(pg_catalog.radians(lat2 - lat1) / 2), 2)
    + pg_catalog.cos(pg_catalog.radians(lat1)) * pg_catalog.cos(pg_catalog.radians(lat2))
      * pg_catalog.power(pg_catalog.sin(pg_catalog.radians(lon2 - lon1) / 2), 2)
  )));
$$;

grant execute on function public.great_circle_km(
  double precision, double precision, double precision, double precision
) to anon, authenticated;

-- ---------------------------------------------------------------------------
-- 3. A listing's place on the map
-- ---------------------------------------------------------------------------
-- security invoker: it reads only localities, which everyone may read.
create function public.place_coordinates(p_place text, p_province text)
returns table (lat double precision, lon double precision)
language sql
stable
set search_path = ''
as $$
  with wanted as (
    select pg_catalog.btrim(public.search_fold(pg_catalog.split_part(p_place, ',', 1))) as name
  ), found as (
    select l.lat, l.lon
    from public.localities l, wanted w
    where l.province = p_province and public.search_fold(l.name) = w.name
    order by l.name
    limit 1
  )
  select f.lat, f.lon from found f
  union all
  -- The autonomous city's centre (its 'Buenos Aires' row, the Obelisco) for any other place in it.
  select l.lat, l.lon
  from public.localities l
  where p_province = 'Ciudad Autónoma de Buenos Aires'
    and l.province = 'Ciudad Autónoma de Buenos Aires' and l.name = 'Buenos Aires'
    and not exists (select 1 from found);
$$;

grant execute on function public.place_coordinates(text, text) to anon, authenticated;
