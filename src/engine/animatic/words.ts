/**
 * Our own small dictionaries for the animatic's understand step (issue 15): the words that name a
 * setting, a time of day, the weather, a motion, a camera move or a colour, and the words that
 * negate, in each of the 17 locales. Reviewed like translations: real words of each language.
 *
 * Spelling of an entry: entries are separated by ", "; an entry of several words is a phrase
 * matched on consecutive words; a trailing "*" on a word matches any word that starts with it
 * (verb forms, case endings), e.g. "ris*" matches rising, rises. Chinese and Japanese entries are
 * matched as character sequences. Entries are normalised like the prompt (normalize.ts), so
 * accents may be omitted in either.
 */
import type { Camera, Motion, Setting, TimeOfDay, Weather } from '@/lib/scene-plan';

export const COLORS = {
  red: '#d93025', orange: '#f28b30', yellow: '#f6c026', green: '#34a853', blue: '#2f6fdb', purple: '#8e44ad', pink: '#f06ba8',
  brown: '#8b5a2b', black: '#202124', white: '#f5f5f5', gray: '#8a8f98', gold: '#d4a017', silver: '#c0c6cc',
} as const;
export type ColorName = keyof typeof COLORS;

export type LocaleWords = {
  setting: Partial<Record<Setting, string>>;
  time: Partial<Record<TimeOfDay, string>>;
  /** Words that mean the sky is dark (moon, stars): night unless a time is named. */
  night: string;
  weather: Partial<Record<Weather, string>>;
  /** "Snowy", "snow-capped": next to a place word they describe the place, not falling snow. */
  snowy: string;
  motion: Partial<Record<Motion, string>>;
  camera: Partial<Record<Camera, string>>;
  color: Record<ColorName, string>;
  /** Words that negate what follows (pre) or what precedes (post, SOV languages) in the clause. */
  negation: string;
  negationAfter?: boolean;
  /** Words that end a clause for negation ("and", "but"). */
  breaks: string;
  /** Function words that tell the language apart (language detection only). */
  common: string;
  /** Colour words follow their noun ("un ballon rouge") rather than precede it. */
  colorAfterNoun?: boolean;
  /** Phrases that name a thing we cannot draw, consumed so a part of them is not mistaken for another subject. */
  unknown?: string;
};

const en: LocaleWords = {
  setting: {
    sky: 'sky, skies, clouds above, heaven, air, aerial',
    sea: 'sea, ocean, waves, open water, harbor, harbour, port, coast, lighthouse, bay, island',
    beach: 'beach, shore, seaside, sand, sandy beach, tropical beach',
    lake: 'lake, pond, lagoon',
    river: 'river, stream, creek, waterfall, canal',
    underwater: 'underwater, under water, under the sea, seabed, sea floor, ocean floor, reef, coral reef, deep sea',
    mountains: 'mountain, mountains, peak, peaks, alps, hill, hills, valley, canyon, mountainside',
    snowfield: 'snowfield, snow field, tundra, glacier, arctic, antarctic, iceberg, ice field, winter landscape',
    forest: 'forest, woods, woodland, jungle, rainforest',
    meadow: 'meadow, flower garden, flower field, field, fields, grass, grassland, park, garden, farm, countryside, prairie, lawn',
    desert: 'desert, dunes, dune, sahara, savanna, savannah',
    city: 'city, town, downtown, skyline, metropolis, rooftop, rooftops, village',
    street: 'street, road, highway, avenue, alley, crossroads, traffic',
    space: 'space, outer space, galaxy, cosmos, universe, orbit, nebula, planet',
    room: 'room, bedroom, kitchen, living room, indoors, inside, house interior, office, studio, window sill, sofa, couch, bed, armchair',
  },
  time: {
    dawn: 'dawn, daybreak, first light',
    sunrise: 'sunrise, sun rise, early morning, morning',
    day: 'day, daytime, midday, noon, afternoon, daylight, sunny day',
    sunset: 'sunset, sun set, golden hour, sundown',
    dusk: 'dusk, twilight, evening, blue hour',
    night: 'night, nighttime, midnight, at night, dark night, tonight',
  },
  night: 'moon, moonlight, moonlit, stars, starry, starlit, full moon, crescent moon',
  weather: {
    clear: 'clear sky, clear, sunny, cloudless',
    cloudy: 'cloudy, clouds, overcast, grey sky, gray sky',
    rain: 'rain, rainy, raining, rains, drizzle, shower, downpour, rainfall',
    snow: 'snow, snowing, snowfall, snows, blizzard, snowflakes',
    fog: 'fog, foggy, mist, misty, haze, hazy',
    storm: 'storm, stormy, thunder, thunderstorm, lightning',
    wind: 'wind, windy, breeze, breezy, gale, gust*',
  },
  snowy: 'snowy, snow capped, snowcapped, snow covered, snow clad',
  motion: {
    idle: 'sit*, sat, sleep*, slept, rest*, stand*, stood, still, perch*, lying, lies',
    rise: 'ris*, ascend*, climb*, take off, taking off, lift* off, going up, soar* up',
    fall: 'fall*, fell, drop*, descend*, sink*, plung*, tumbl*',
    fly: 'fly, flies, flying, flew, flown, soar*, glid*, flutter*, flap*',
    float: 'float*, drift*, hover*, bob*',
    walk: 'walk*, stroll*, wander*, hik*, march*, strut*, crawl*',
    run: 'run, runs, running, ran, sprint*, gallop*, racing, race, races, chas*, jog*, dash*',
    swim: 'swim*, swam, div*',
    drive: 'driv*, drove, ride, rides, riding, rode, cruis*, speed*, zoom* along, zoom* down',
    sail: 'sail*, row*, paddl*, surf*',
    jump: 'jump*, leap*, hop, hops, hopping, bounc*',
    spin: 'spin*, spun, twirl*, rotat*, whirl*, turning',
    sway: 'sway*, rustl*, danc*, wiggl*',
    grow: 'grow*, grew, bloom*, blossoming, sprout*',
  },
  camera: {
    static: 'static, static shot, still shot, locked off, tripod shot',
    'push-in': 'zoom in, zooms in, zooming in, close up, closeup, close shot, push in, pushing in, dolly in, move closer, moving closer',
    'pull-out': 'zoom out, zooms out, zooming out, pull out, pull back, pulling back, pulls back, dolly out, wide shot, pulling out',
    'pan-left': 'pan left, pans left, panning left, camera left',
    'pan-right': 'pan right, pans right, panning right, camera right, tracking shot',
    'tilt-up': 'tilt up, tilts up, tilting up, drone shot rising, drone rising, rising drone shot, crane up, looking up, camera rises',
    'tilt-down': 'tilt down, tilts down, tilting down, crane down, looking down, camera descends',
  },
  color: {
    red: 'red', orange: 'orange', yellow: 'yellow', green: 'green', blue: 'blue', purple: 'purple, violet', pink: 'pink',
    brown: 'brown', black: 'black', white: 'white', gray: 'gray, grey', gold: 'gold, golden', silver: 'silver',
  },
  negation: 'no, not, without, none, never',
  breaks: 'and, but, while, only, just, with',
  common: 'a, an, the, of, over, at, in, on, with, and, is, are, under, through, into, its, from, above, by, to, camera, shot, scene, view, cinematic, video, clip, footage, style, realistic',
  unknown: 'hot air balloon, hot air balloons, hot-air balloon',
};

const es: LocaleWords = {
  setting: {
    sky: 'cielo, cielos, aire', sea: 'mar, océano, oceano, olas, costa, puerto, faro, bahía, isla', beach: 'playa, orilla, arena', lake: 'lago, laguna, estanque',
    river: 'río, rio, arroyo, cascada, canal', underwater: 'bajo el agua, bajo el mar, submarino, fondo del mar, fondo marino, arrecife',
    mountains: 'montaña, montañas, monte, cumbre, cumbres, colina, colinas, valle, cordillera', snowfield: 'campo nevado, glaciar, tundra, ártico, antártida, iceberg',
    forest: 'bosque, bosques, selva, jungla', meadow: 'prado, pradera, campo, césped, hierba, parque, jardín, granja', desert: 'desierto, dunas, duna, sabana',
    city: 'ciudad, pueblo, centro, rascacielos, azotea', street: 'calle, carretera, avenida, autopista, camino, tráfico', space: 'espacio, espacio exterior, galaxia, cosmos, universo, órbita, planeta',
    room: 'habitación, cuarto, dormitorio, cocina, sala, salón, interior, dentro, oficina, sofá, cama, sillón',
  },
  time: {
    dawn: 'alba, madrugada, aurora', sunrise: 'amanecer, salida del sol, mañana', day: 'día, dia, mediodía, tarde, de día', sunset: 'atardecer, puesta de sol, ocaso, hora dorada',
    dusk: 'anochecer, crepúsculo, crepusculo, ocaso', night: 'noche, medianoche, nocturno, de noche',
  },
  night: 'luna, luz de luna, estrellas, estrellado, estrellada, luna llena',
  weather: {
    clear: 'despejado, soleado, cielo despejado', cloudy: 'nublado, nubes, nuboso', rain: 'lluvia, lluvioso, llueve, lloviendo, llovizna, aguacero',
    snow: 'nieve, nevando, nieva, nevada, ventisca', fog: 'niebla, neblina, brumoso, bruma', storm: 'tormenta, tormentoso, trueno, truenos, relámpago, rayos', wind: 'viento, ventoso, brisa, vendaval',
  },
  snowy: 'nevado, nevada, nevados, nevadas, cubierto de nieve, cubiertas de nieve, cubiertos de nieve',
  motion: {
    idle: 'sentad*, durmiendo, duerme, descans*, quiet*, de pie, posad*', rise: 'subi*, sube, suben, elev*, ascend*, asciend*, despeg*', fall: 'cae, caen, cayendo, cayó, descend*, desciend*, hund*',
    fly: 'vuela, vuelan, volando, voló, vuelo, planea*', float: 'flota*, flotando, deriva', walk: 'camin*, pase*, anda, andando',
    run: 'corre, corren, corriendo, corrió, galop*, carrera', swim: 'nada, nadan, nadando, nadó, buce*', drive: 'conduc*, maneja*, circul*, rueda, ruedan',
    sail: 'naveg*, vela, rema*, surf*', jump: 'salt*, brinc*, rebot*', spin: 'gira, giran, girando, gir*, rot*, da vueltas', sway: 'balance*, mece*, ondea*, bail*', grow: 'crece*, creciendo, floreciendo, flore*, brota*',
  },
  camera: {
    static: 'plano fijo, cámara fija, estático', 'push-in': 'acercamiento, zoom in, primer plano, acercándose, se acerca', 'pull-out': 'alejamiento, zoom out, plano general, se aleja, alejándose',
    'pan-left': 'paneo a la izquierda, panorámica a la izquierda, hacia la izquierda', 'pan-right': 'paneo a la derecha, panorámica a la derecha, hacia la derecha',
    'tilt-up': 'dron ascendiendo, toma de dron ascendente, inclinación hacia arriba, mirando hacia arriba', 'tilt-down': 'inclinación hacia abajo, mirando hacia abajo',
  },
  color: {
    red: 'rojo, roja, rojos, rojas', orange: 'naranja, anaranjado', yellow: 'amarillo, amarilla', green: 'verde, verdes', blue: 'azul, azules', purple: 'morado, morada, violeta, púrpura',
    pink: 'rosa, rosado, rosada', brown: 'marrón, café, castaño', black: 'negro, negra, negros', white: 'blanco, blanca, blancos, blancas', gray: 'gris, grises', gold: 'dorado, dorada, oro', silver: 'plateado, plateada, plata',
  },
  negation: 'sin, ningún, ninguna, ni, no',
  breaks: 'y, pero, mientras, solo, con',
  common: 'el, la, los, las, un, una, de, del, en, con, sobre, al, y, por, bajo, entre, que, grande, grandes, pequeño, pequeña, enorme, cámara, cámaras',
  colorAfterNoun: true,
  unknown: 'globo aerostático, globos aerostáticos',
};

const fr: LocaleWords = {
  setting: {
    sky: 'ciel, cieux, air', sea: 'mer, océan, ocean, vagues, côte, port, phare, baie, île', beach: 'plage, rivage, sable', lake: 'lac, étang, lagune',
    river: 'rivière, fleuve, ruisseau, cascade, canal', underwater: 'sous l eau, sous la mer, sous marin, fond marin, fonds marins, récif',
    mountains: 'montagne, montagnes, mont, sommet, sommets, colline, collines, vallée, alpes', snowfield: 'champ de neige, glacier, toundra, arctique, banquise',
    forest: 'forêt, forets, bois, jungle', meadow: 'prairie, champ, champs, herbe, parc, jardin, ferme, campagne', desert: 'désert, dunes, dune, savane',
    city: 'ville, cité, centre ville, gratte ciel, toits, village', street: 'rue, route, avenue, autoroute, ruelle, circulation', space: 'espace, cosmos, galaxie, univers, orbite, planète',
    room: 'chambre, pièce, cuisine, salon, intérieur, bureau, canapé, lit, fauteuil',
  },
  time: {
    dawn: 'aube, point du jour', sunrise: 'lever du soleil, lever de soleil, matin, aurore', day: 'jour, journée, midi, après midi, en plein jour', sunset: 'coucher du soleil, coucher de soleil, heure dorée',
    dusk: 'crépuscule, soir, soirée, tombée de la nuit', night: 'nuit, minuit, nocturne, de nuit',
  },
  night: 'lune, clair de lune, étoiles, étoilé, étoilée, pleine lune',
  weather: {
    clear: 'dégagé, ensoleillé, ciel clair', cloudy: 'nuageux, nuages, couvert', rain: 'pluie, pluvieux, pleut, pluvieuse, averse, bruine',
    snow: 'neige, neigeux, il neige, chute de neige, tempête de neige', fog: 'brouillard, brume, brumeux', storm: 'orage, tempête, orageux, tonnerre, éclair, éclairs', wind: 'vent, venteux, brise, rafale*',
  },
  snowy: 'enneigé, enneigée, enneigés, enneigées, couvert de neige, couvertes de neige',
  motion: {
    idle: 'assis*, dort, dormant, repos*, immobile, debout, perché*', rise: 'mont*, s élève, s élevant, élève, décoll*, grimp*', fall: 'tomb*, chute, descend*, coul*',
    fly: 'vole, volent, volant, envol*, plan*', float: 'flott*, dériv*', walk: 'march*, promen*, se balade*',
    run: 'cour*, galop*', swim: 'nag*, plong*', drive: 'roul*, conduit*, conduis*', sail: 'navigu*, voguant, vogue*, ram*, surf*',
    jump: 'saut*, bond*, rebond*', spin: 'tourn*, pivot*, tournoi*', sway: 'balanc*, ondul*, danse*, dansant*', grow: 'pouss*, grandi*, fleuri*, éclo*',
  },
  camera: {
    static: 'plan fixe, caméra fixe', 'push-in': 'zoom avant, gros plan, travelling avant, se rapproch*', 'pull-out': 'zoom arrière, plan large, travelling arrière, s éloign*',
    'pan-left': 'panoramique vers la gauche, panoramique gauche, vers la gauche', 'pan-right': 'panoramique vers la droite, panoramique droite, vers la droite',
    'tilt-up': 'drone qui s élève, plan de drone ascendant, vers le haut, contre plongée', 'tilt-down': 'vers le bas, plongée',
  },
  color: {
    red: 'rouge, rouges', orange: 'orange, orangé', yellow: 'jaune, jaunes', green: 'vert, verte, verts, vertes', blue: 'bleu, bleue, bleus, bleues', purple: 'violet, violette, pourpre',
    pink: 'rose, roses', brown: 'marron, brun, brune', black: 'noir, noire, noirs, noires', white: 'blanc, blanche, blancs, blanches', gray: 'gris, grise', gold: 'doré, dorée, or', silver: 'argenté, argentée, argent',
  },
  negation: 'sans, aucun, aucune, pas de, ni',
  breaks: 'et, mais, pendant, seulement, avec',
  common: 'le, la, les, un, une, de, des, du, au, aux, sur, dans, et, avec, sous, en, par, est, grand, grande, gros, grosse, petit, petite, énorme, caméra',
  colorAfterNoun: true,
  unknown: 'montgolfière, montgolfières, ballon à air chaud',
};

const de: LocaleWords = {
  setting: {
    sky: 'himmel, luft', sea: 'meer, ozean, ostsee, nordsee, wellen, küste, hafen, leuchtturm, bucht, insel', beach: 'strand, ufer, sand', lake: 'see, teich, bergsee, weiher',
    river: 'fluss, bach, strom, wasserfall, kanal', underwater: 'unterwasser, unter wasser, unter dem meer, meeresgrund, riff, korallenriff, tiefsee',
    mountains: 'berg, berge, gebirge, gipfel, hügel, tal, alpen, bergen', snowfield: 'schneefeld, gletscher, tundra, arktis, antarktis, eisberg, schneelandschaft',
    forest: 'wald, wälder, dschungel, urwald', meadow: 'wiese, feld, felder, gras, park, garten, bauernhof, land', desert: 'wüste, düne, dünen, savanne',
    city: 'stadt, städte, innenstadt, skyline, dächer, dorf', street: 'straße, strasse, landstraße, autobahn, allee, gasse, verkehr', space: 'weltall, weltraum, all, galaxie, kosmos, universum, umlaufbahn, planet',
    room: 'zimmer, raum, schlafzimmer, küche, wohnzimmer, drinnen, büro, sofa, couch, bett, sessel',
  },
  time: {
    dawn: 'morgendämmerung, tagesanbruch, dämmerung', sunrise: 'sonnenaufgang, morgen, morgens, früh', day: 'tag, tagsüber, mittag, nachmittag, tageslicht', sunset: 'sonnenuntergang, goldene stunde',
    dusk: 'abenddämmerung, abend, abends', night: 'nacht, nachts, mitternacht, in der nacht',
  },
  night: 'mond, mondlicht, mondschein, sterne, sternenhimmel, vollmond',
  weather: {
    clear: 'klar, sonnig, wolkenlos', cloudy: 'bewölkt, wolken, wolkig, bedeckt', rain: 'regen, regnerisch, regnet, regnend, schauer, nieselregen',
    snow: 'schnee, schneit, schneefall, schneesturm, schneeflocken', fog: 'nebel, neblig, dunst', storm: 'sturm, gewitter, donner, blitz, blitze, stürmisch', wind: 'wind, windig, brise, böen',
  },
  snowy: 'verschneit*, schneebedeckt*, schneeweiß*, verschneiten, schneebedeckten',
  motion: {
    idle: 'sitz*, schläf*, schlaf*, ruh*, steh*, still', rise: 'steig*, aufsteig*, aufsteigend*, erheb*, hebt ab, abheben', fall: 'fall*, fäll*, sink*, stürz*',
    fly: 'flieg*, fliegt, flog, gleit*, flatter*', float: 'schweb*, treib*, schwimmt oben', walk: 'geht, gehen, gehend*, spazier*, wander*, läuft, laufend*',
    run: 'renn*, rannte, galopp*, sprint*, rast', swim: 'schwimm*, tauch*', drive: 'fähr*, fahr*, fuhr', sail: 'segel*, segelt, rudert, ruder*, surf*',
    jump: 'spring*, sprang, hüpf*', spin: 'dreh*, kreisel*, wirbel*', sway: 'schwank*, wieg*, tanz*, wehen, weht', grow: 'wachs*, wächst, blüh*, sprieß*',
  },
  camera: {
    static: 'statisch, feste kamera, standbild', 'push-in': 'heranzoomen, reinzoomen, zoom rein, nahaufnahme, kamerafahrt nach vorn, ranfahrt, fährt heran, fährt näher', 'pull-out': 'herauszoomen, rauszoomen, zoom raus, totale, rückfahrt',
    'pan-left': 'schwenk nach links, nach links schwenken, schwenk links', 'pan-right': 'schwenk nach rechts, nach rechts schwenken, schwenk rechts',
    'tilt-up': 'drohne steigt, aufsteigende drohne, nach oben schwenken, blick nach oben', 'tilt-down': 'nach unten schwenken, blick nach unten',
  },
  color: {
    red: 'rot*', orange: 'orange*', yellow: 'gelb*', green: 'grün*', blue: 'blau*', purple: 'lila, violett*', pink: 'rosa, pink*', brown: 'braun*', black: 'schwarz*', white: 'weiß*, weiss*',
    gray: 'grau*', gold: 'golden*, gold', silver: 'silbern*, silber',
  },
  negation: 'ohne, kein, keine, keinen, keiner, nicht',
  breaks: 'und, aber, während, nur, mit',
  common: 'der, die, das, ein, eine, einen, einem, über, am, im, bei, mit, und, auf, unter, den, dem, ist, von, zu, groß, große, großer, großen, klein, kleine, kleiner, riesig, Kamera, Kameras',
  unknown: 'heißluftballon, heißluftballons, heissluftballon',
};

const ru: LocaleWords = {
  setting: {
    sky: 'небо, небе, небом, небеса*', sea: 'море, моря, морем, океан*, волн*, побережь*, гавань, порт, маяк*, залив*, остров*', beach: 'пляж*, берег*, песок, песке', lake: 'озеро, озере, озера, пруд*',
    river: 'река, реке, реки, рекой, ручей, водопад*, канал*', underwater: 'под водой, подводн*, на дне, дно моря, риф*',
    mountains: 'гора, горы, горах, гор, горами, вершин*, холм*, долин*, альп*', snowfield: 'снежное поле, ледник*, тундр*, арктик*, антарктид*, айсберг*',
    forest: 'лес, леса, лесу, лесом, джунгл*, чаща', meadow: 'луг*, поле, поля, полем, трав*, парк*, сад*, ферм*', desert: 'пустын*, дюн*, саванн*',
    city: 'город*, центр города, небоскрёб*, крыш*, деревн*', street: 'улиц*, дорог*, шоссе, проспект*, трасс*', space: 'космос*, космическ*, галактик*, вселенн*, орбит*, планет*',
    room: 'комнат*, спальн*, кухн*, гостин*, внутри, офис*, диван*, кроват*, кресл*',
  },
  time: {
    dawn: 'рассвет*, заря, зари, на заре', sunrise: 'восход*, утро, утром, утренн*', day: 'день, днём, днем, полдень, дневн*', sunset: 'закат*, золотой час',
    dusk: 'сумерк*, вечер*', night: 'ночь, ночью, ночн*, полночь',
  },
  night: 'луна, луны, луной, лунн*, звёзд*, звезд*, звёздн*',
  weather: {
    clear: 'ясн*, солнечн*, безоблачн*', cloudy: 'облачн*, облака, облаками, пасмурн*, туч*', rain: 'дожд*, ливень, ливн*, морось',
    snow: 'снег, снегом, снегопад*, метель, вьюга, идёт снег', fog: 'туман*', storm: 'гроз*, шторм*, бур*, гром*, молни*', wind: 'ветер, ветр*, ветрен*, бриз*',
  },
  snowy: 'снежн*, заснеженн*, покрыт* снегом, снегов*',
  motion: {
    idle: 'сид*, спит, спящ*, отдыха*, сто*т, неподвижн*', rise: 'подним*, поднял*, взлет*, взлёт*, взмыва*, восходящ*', fall: 'пада*, упал*, пад*ющ*, опуска*, тон*т',
    fly: 'лет*, полёт*, полет*, пар*т', float: 'плыв*т по небу, дрейф*, парящ*', walk: 'ид*т, идущ*, гуля*, шага*, ход*т, бред*т',
    run: 'бег*, бежит, бегут, бегущ*, мчит*, скач*', swim: 'плав*, плыв*, ныря*', drive: 'ед*т, едущ*, мчащ*ся, катит*', sail: 'плыв*т по морю, под парусом, под парусами, гребёт, грести, сёрф*',
    jump: 'прыга*, прыгн*, скач*т', spin: 'враща*, крут*, кружи*', sway: 'качa*, кача*, колыш*, танцу*', grow: 'раст*, цвет*т, распуска*',
  },
  camera: {
    static: 'статичн*, неподвижная камера', 'push-in': 'приближение, наезд*, наезжа*, крупный план, зум вперёд', 'pull-out': 'отдаление, отъезд*, отъезжа*, общий план, зум назад',
    'pan-left': 'панорама влево, влево', 'pan-right': 'панорама вправо, вправо', 'tilt-up': 'дрон взлетает, дрон поднимается, камера вверх, взгляд вверх', 'tilt-down': 'камера вниз, взгляд вниз',
  },
  color: {
    red: 'красн*', orange: 'оранжев*', yellow: 'жёлт*, желт*', green: 'зелён*, зелен*', blue: 'син*, голуб*', purple: 'фиолетов*, пурпурн*', pink: 'розов*', brown: 'коричнев*', black: 'чёрн*, черн*',
    white: 'бел*', gray: 'сер*', gold: 'золот*', silver: 'серебрян*, серебрист*',
  },
  negation: 'без, нет, не, никаких',
  breaks: 'и, но, а, только, с',
  common: 'в, на, над, под, с, и, у, по, из, за, при, это, через, большой, большая, маленький, маленькая, огромный, камера, камеру, камерой',
};

const ja: LocaleWords = {
  setting: {
    sky: '空, 大空, 上空', sea: '海, 海原, 大海, 波, 海岸, 港, 灯台, 湾, 島', beach: '浜辺, ビーチ, 砂浜, 海辺', lake: '湖, 池',
    river: '川, 河, 小川, 滝, 運河', underwater: '水中, 海中, 海の中, 海底, 水の中, サンゴ礁',
    mountains: '山, 山々, 山脈, 峰, 雪山, 丘, 谷, アルプス', snowfield: '雪原, 氷河, 北極, 南極, 銀世界, 氷山',
    forest: '森, 林, 森林, ジャングル, 密林', meadow: '草原, 野原, 牧場, 公園, 庭, 畑, 田んぼ', desert: '砂漠, 砂丘, サバンナ',
    city: '街, 町, 都市, 都会, 市街, 高層ビル, 屋上, 村', street: '通り, 道路, 道, 大通り, 路地, 高速道路', space: '宇宙, 銀河, 星雲, 軌道, 惑星',
    room: '部屋, 室内, 寝室, 台所, キッチン, リビング, 屋内, ソファ, ベッド',
  },
  time: {
    dawn: '夜明け, 明け方, 暁', sunrise: '日の出, 朝日, 朝焼け, 朝', day: '昼, 日中, 昼間, 正午, 午後', sunset: '夕日, 夕焼け, 日没, 日の入り, 夕陽',
    dusk: '夕暮れ, 黄昏, たそがれ, 夕方, 宵', night: '夜, 夜中, 深夜, 真夜中, 夜空',
  },
  night: '月, 満月, 月明かり, 月夜, 星, 星空, 三日月',
  weather: {
    clear: '晴れ, 快晴, 晴天', cloudy: '曇り, くもり, 曇, 雲', rain: '雨, 小雨, 大雨, 雨が降, 霧雨, 雨降り',
    snow: '雪, 雪が降, 吹雪, 降雪, 雪の降る', fog: '霧, もや, 霞', storm: '嵐, 雷, 雷雨, 稲妻, 暴風雨', wind: '風, 強風, そよ風, 風が吹',
  },
  snowy: '雪に覆われた, 雪をかぶった, 雪の積もった, 雪化粧',
  motion: {
    idle: '座っ, 座る, 眠っ, 眠る, 寝て, 休ん, 止まっ, 立っ, じっと', rise: '昇る, 昇っ, 上昇, 上がる, 上がっ, 舞い上が, 離陸, 浮かび上が', fall: '落ち, 落下, 降りる, 降下, 沈む, 舞い落ち, 散る',
    fly: '飛ぶ, 飛ん, 飛び, 飛行, 羽ばた, 舞う, 舞っ', float: '浮かぶ, 浮かん, 浮い, 漂う, 漂っ, ふわふわ', walk: '歩く, 歩い, 歩き, 散歩, 行進',
    run: '走る, 走っ, 走り, 駆け, 疾走', swim: '泳ぐ, 泳い, 泳ぎ, 潜る, 潜っ', drive: '走行, 運転, ドライブ, 乗っ', sail: '航海, 帆走, 出航, 漕ぐ, 漕い, サーフィン',
    jump: '跳ぶ, 跳ね, 跳ん, ジャンプ, 飛び跳', spin: '回る, 回っ, 回転, くるくる', sway: '揺れ, 揺ら, そよぐ, 踊る, 踊っ', grow: '育つ, 成長, 咲く, 咲い, 伸び, 芽吹',
  },
  camera: {
    static: '固定カメラ, 固定ショット', 'push-in': 'ズームイン, クローズアップ, 寄り, 近づく', 'pull-out': 'ズームアウト, 引き, 引きの画, 遠ざかる',
    'pan-left': '左にパン, 左へパン, パンレフト', 'pan-right': '右にパン, 右へパン, パンライト', 'tilt-up': 'ドローンが上昇, 上昇するドローン, ティルトアップ, 見上げる', 'tilt-down': 'ティルトダウン, 見下ろす',
  },
  color: {
    red: '赤, 真っ赤', orange: 'オレンジ, 橙', yellow: '黄色, 黄', green: '緑, 緑色', blue: '青, 青い, 水色', purple: '紫, 紫色', pink: 'ピンク, 桃色', brown: '茶色, 茶',
    black: '黒, 真っ黒', white: '白, 真っ白', gray: '灰色, グレー', gold: '金色, 金の, 黄金', silver: '銀色, 銀の',
  },
  negation: 'なし, ない, なく, いない, 無し, 抜き',
  negationAfter: true,
  breaks: 'と, そして, でも, だけ',
  common: 'の, に, が, を, は, で, と, へ, から, な, た, カメラ',
  unknown: '熱気球',
};

const zh: LocaleWords = {
  setting: {
    sky: '天空, 空中, 高空, 蓝天', sea: '大海, 海洋, 海面, 海浪, 海岸, 港口, 灯塔, 海湾, 海上, 海边的灯塔, 岛', beach: '海滩, 沙滩, 海边, 岸边', lake: '湖, 湖泊, 湖面, 池塘',
    river: '河, 河流, 江, 小溪, 瀑布, 运河', underwater: '水下, 海底, 水中, 海里, 珊瑚礁, 深海',
    mountains: '山, 山脉, 群山, 雪山, 山峰, 山顶, 山丘, 山谷, 高山', snowfield: '雪原, 冰川, 北极, 南极, 冰山, 雪地',
    forest: '森林, 树林, 丛林, 林中, 雨林', meadow: '草地, 草原, 田野, 公园, 花园, 农场, 牧场', desert: '沙漠, 沙丘, 荒漠, 草原稀树',
    city: '城市, 都市, 市中心, 天际线, 屋顶, 摩天大楼, 小镇, 村庄', street: '街道, 街, 马路, 公路, 大道, 小巷, 高速公路', space: '太空, 宇宙, 外太空, 银河, 星系, 轨道, 星云, 行星',
    room: '房间, 屋里, 室内, 卧室, 厨房, 客厅, 办公室, 沙发, 床上',
  },
  time: {
    dawn: '黎明, 拂晓, 破晓, 清晨', sunrise: '日出, 朝阳, 早晨, 早上', day: '白天, 白昼, 中午, 正午, 下午, 白日', sunset: '日落, 夕阳, 黄昏时分的夕阳, 落日, 晚霞',
    dusk: '黄昏, 傍晚, 暮色', night: '夜晚, 夜里, 晚上, 深夜, 午夜, 夜空, 夜',
  },
  night: '月亮, 明月, 月光, 满月, 星星, 星空, 繁星, 月',
  weather: {
    clear: '晴朗, 晴天, 万里无云, 阳光明媚', cloudy: '多云, 阴天, 云朵, 乌云, 云', rain: '雨, 下雨, 雨中, 大雨, 小雨, 细雨, 雨天',
    snow: '雪, 下雪, 大雪, 雪花, 暴风雪, 飘雪', fog: '雾, 大雾, 薄雾, 雾气, 朦胧', storm: '暴风雨, 雷雨, 雷电, 闪电, 风暴, 雷', wind: '风, 大风, 微风, 刮风, 狂风',
  },
  snowy: '白雪皑皑, 积雪的, 被雪覆盖, 雪覆盖的',
  motion: {
    idle: '坐着, 坐在, 睡觉, 睡着, 休息, 静止, 站着, 停着', rise: '升起, 上升, 升空, 飞升, 起飞, 冉冉升起, 腾空', fall: '落下, 坠落, 下落, 飘落, 降落, 掉落, 下沉',
    fly: '飞翔, 飞行, 飞过, 飞, 翱翔', float: '漂浮, 飘浮, 飘, 漂, 悬浮', walk: '走路, 行走, 散步, 走在, 漫步, 走',
    run: '奔跑, 跑步, 奔驰, 飞奔, 跑', swim: '游泳, 游动, 潜水, 游', drive: '行驶, 开车, 驾驶, 驶过, 骑', sail: '航行, 扬帆, 划船, 冲浪, 漂流',
    jump: '跳跃, 跳, 蹦, 弹跳', spin: '旋转, 转圈, 打转, 转动', sway: '摇曳, 摇摆, 摆动, 随风, 跳舞', grow: '生长, 成长, 长大, 开花, 发芽, 绽放',
  },
  camera: {
    static: '固定镜头, 静止镜头', 'push-in': '推近, 拉近, 推镜头, 特写, 放大, 镜头推进', 'pull-out': '拉远, 拉镜头, 远景, 缩小, 镜头后退',
    'pan-left': '向左摇, 向左平移, 左移', 'pan-right': '向右摇, 向右平移, 右移', 'tilt-up': '无人机升起, 无人机上升, 无人机拍摄上升, 航拍上升, 镜头上升, 向上摇, 仰拍, 仰望', 'tilt-down': '向下摇, 俯拍, 俯视',
  },
  color: {
    red: '红色, 红, 鲜红', orange: '橙色, 橘色, 橙', yellow: '黄色, 黄', green: '绿色, 绿', blue: '蓝色, 蓝', purple: '紫色, 紫', pink: '粉色, 粉红, 粉红色', brown: '棕色, 褐色, 咖啡色',
    black: '黑色, 黑', white: '白色, 白', gray: '灰色, 灰', gold: '金色, 金黄', silver: '银色, 银白',
  },
  negation: '没有, 无, 不要, 没, 不带',
  breaks: '和, 但是, 但, 只有, 而',
  common: '的, 在, 一, 个, 只, 和, 上, 中, 里, 了, 着, 是, 一只, 一个, 镜头, 摄像机',
  unknown: '热气球',
};

const ar: LocaleWords = {
  setting: {
    sky: 'سماء, السماء, الجو, فضاء السماء', sea: 'بحر, البحر, بحار, محيط, المحيط, امواج, موج, ساحل, شاطئ البحر, ميناء, منارة, خليج, جزيرة', beach: 'شاطئ, الشاطئ, رمال, رمل', lake: 'بحيرة, البحيرة, بركة',
    river: 'نهر, النهر, جدول, شلال, قناة', underwater: 'تحت الماء, تحت البحر, قاع البحر, شعاب مرجانية, اعماق البحر',
    mountains: 'جبل, الجبل, جبال, الجبال, قمة, قمم, تل, تلال, وادي', snowfield: 'حقل ثلجي, نهر جليدي, القطب, جليد, جبل جليدي',
    forest: 'غابة, الغابة, غابات, ادغال, الادغال', meadow: 'مرج, المرج, حقل, حقول, عشب, حديقة, مزرعة, ريف', desert: 'صحراء, الصحراء, كثبان, كثيب, سافانا',
    city: 'مدينة, المدينة, مدن, وسط المدينة, ناطحات السحاب, سطح, قرية', street: 'شارع, الشارع, شوارع, طريق, الطريق, طريق سريع, زقاق', space: 'الفضاء, فضاء, الفضاء الخارجي, مجرة, الكون, مدار, كوكب',
    room: 'غرفة, الغرفة, غرفة النوم, مطبخ, صالة, داخل المنزل, مكتب, اريكة, الاريكة, كنبة, سرير',
  },
  time: {
    dawn: 'فجر, الفجر', sunrise: 'شروق, الشروق, شروق الشمس, صباح, الصباح', day: 'نهار, النهار, ظهر, الظهر, بعد الظهر', sunset: 'غروب, الغروب, غروب الشمس',
    dusk: 'غسق, الغسق, مساء, المساء, شفق', night: 'ليل, الليل, ليلا, ليلة, منتصف الليل',
  },
  night: 'قمر, القمر, ضوء القمر, نجوم, النجوم, بدر, هلال',
  weather: {
    clear: 'صافي, صافية, مشمس, مشمسة', cloudy: 'غائم, غائمة, غيوم, سحب, سحاب', rain: 'مطر, المطر, امطار, ممطر, ممطرة, تمطر',
    snow: 'ثلج, الثلج, ثلوج, تتساقط الثلوج, يتساقط الثلج', fog: 'ضباب, الضباب, ضبابي, ضبابية', storm: 'عاصفة, العاصفة, رعد, برق, عاصف', wind: 'رياح, الرياح, ريح, عاصف الريح, نسيم',
  },
  snowy: 'مثلجة, المثلجة, مغطاة بالثلج, المغطاة بالثلوج, الثلجية, ثلجية',
  motion: {
    idle: 'يجلس, جالس, نائم, نائمة, ينام, تنام, يستريح, واقف, ساكن', rise: 'يرتفع, ترتفع, مرتفع, يصعد, تصعد, صاعد, صاعدة, يحلق عاليا, تقلع, يقلع', fall: 'يسقط, تسقط, ساقط, يهبط, تهبط, تتساقط, يتساقط',
    fly: 'يطير, تطير, طائر يطير, تحلق, يحلق, طيران', float: 'يطفو, تطفو, عائم, عائمة, ينجرف', walk: 'يمشي, تمشي, يسير, تسير, ماشيا, يتجول',
    run: 'يركض, تركض, يجري, تجري, راكض, يعدو', swim: 'يسبح, تسبح, سابح, يغوص', drive: 'تسير على, يقود, تقود, مسرعة, تنطلق', sail: 'يبحر, تبحر, مبحر, يجدف, ركوب الامواج',
    jump: 'يقفز, تقفز, قافز', spin: 'يدور, تدور, دوار', sway: 'يتمايل, تتمايل, يرقص, ترقص', grow: 'ينمو, تنمو, يزهر, تتفتح, تنبت',
  },
  camera: {
    static: 'لقطة ثابتة, كاميرا ثابتة', 'push-in': 'تقريب, لقطة قريبة, زوم للداخل, تقترب, يقترب, تتقدم', 'pull-out': 'تبعيد, لقطة واسعة, زوم للخارج, تبتعد, يبتعد, تتراجع',
    'pan-left': 'تحريك لليسار, الى اليسار', 'pan-right': 'تحريك لليمين, الى اليمين', 'tilt-up': 'طائرة مسيرة ترتفع, درون يرتفع, الكاميرا للاعلى', 'tilt-down': 'الكاميرا للاسفل',
  },
  color: {
    red: 'احمر, حمراء, الاحمر, الحمراء', orange: 'برتقالي, برتقالية', yellow: 'اصفر, صفراء, الاصفر', green: 'اخضر, خضراء, الاخضر', blue: 'ازرق, زرقاء, الازرق, الزرقاء',
    purple: 'بنفسجي, بنفسجية, ارجواني', pink: 'وردي, وردية', brown: 'بني, بنية', black: 'اسود, سوداء, الاسود', white: 'ابيض, بيضاء, الابيض', gray: 'رمادي, رمادية',
    gold: 'ذهبي, ذهبية', silver: 'فضي, فضية',
  },
  negation: 'بدون, بلا, دون, لا, ليس',
  breaks: 'لكن, بينما, فقط, مع',
  common: 'في, على, من, فوق, تحت, مع, عند, الى, و, هذا, ذات, كبير, كبيرة, صغير, صغيرة, ضخم, الكاميرا, كاميرا',
  colorAfterNoun: true,
  unknown: 'منطاد, المنطاد, منطاد هوائي',
};

const fa: LocaleWords = {
  setting: {
    sky: 'آسمان, آسمانها, هوا', sea: 'دریا, دریاها, اقیانوس, موج, امواج, ساحل, بندر, فانوس دریایی, خلیج, جزیره', beach: 'ساحل شنی, ساحل, کنار دریا, ماسه, شن', lake: 'دریاچه, برکه, تالاب',
    river: 'رود, رودخانه, نهر, آبشار, جویبار', underwater: 'زیر آب, زیر دریا, کف دریا, صخره مرجانی, اعماق دریا',
    mountains: 'کوه, کوهها, کوهستان, قله, قلهها, تپه, دره, رشته کوه', snowfield: 'برفزار, یخچال طبیعی, قطب, دشت برفی, کوه یخ',
    forest: 'جنگل, جنگلها, بیشه', meadow: 'چمنزار, مرغزار, دشت, علفزار, پارک, باغ, مزرعه', desert: 'بیابان, کویر, صحرا, تپه شنی',
    city: 'شهر, شهرها, مرکز شهر, آسمانخراش, پشت بام, روستا', street: 'خیابان, جاده, کوچه, بزرگراه, اتوبان', space: 'فضا, فضای بیرونی, کهکشان, کیهان, مدار, سیاره',
    room: 'اتاق, اتاق خواب, آشپزخانه, پذیرایی, داخل خانه, دفتر, مبل, کاناپه, تخت',
  },
  time: {
    dawn: 'سپیده دم, سپیدهدم, سحر, فجر', sunrise: 'طلوع, طلوع آفتاب, طلوع خورشید, صبح, بامداد', day: 'روز, روزها, ظهر, بعد از ظهر, روشنایی روز', sunset: 'غروب, غروب آفتاب, غروب خورشید',
    dusk: 'شامگاه, عصر, شفق', night: 'شب, شبانه, نیمه شب, شبها',
  },
  night: 'ماه, مهتاب, ستاره, ستارهها, ستارگان, ماه کامل, هلال ماه',
  weather: {
    clear: 'صاف, آفتابی, بی ابر', cloudy: 'ابری, ابر, ابرها', rain: 'باران, بارانی, میبارد, نمنم باران',
    snow: 'برف, برفی, بارش برف, برف میبارد, کولاک', fog: 'مه, مهآلود, مه آلود', storm: 'طوفان, طوفانی, رعد, برق, رعد و برق', wind: 'باد, بادی, نسیم, وزش باد',
  },
  snowy: 'برفی, پوشیده از برف, برفپوش, پربرف',
  motion: {
    idle: 'نشسته, میخوابد, خوابیده, ایستاده, آرام', rise: 'بالا میرود, اوج میگیرد, بلند میشود, برمیخیزد, طلوع میکند, پرتاب, در حال بالا رفتن', fall: 'میافتد, سقوط, فرود میآید, میریزد, پایین میآید',
    fly: 'پرواز, پرواز میکند, میپرد, در حال پرواز', float: 'شناور, معلق, میچرخد در هوا', walk: 'راه میرود, قدم میزند, در حال راه رفتن, پیادهروی',
    run: 'میدود, دویدن, در حال دویدن, چهارنعل', swim: 'شنا, شنا میکند, در حال شنا, غواصی', drive: 'رانندگی, میراند, حرکت میکند در خیابان, میرود', sail: 'دریانوردی, بادبان میکشد, پارو میزند, موجسواری',
    jump: 'میپرد بالا, پرش, جست میزند', spin: 'میچرخد, چرخش, چرخان', sway: 'تاب میخورد, میرقصد, رقصان, موج میزند', grow: 'رشد میکند, میروید, شکوفه میدهد, رشد',
  },
  camera: {
    static: 'نمای ثابت, دوربین ثابت', 'push-in': 'زوم به داخل, زوم به جلو, نمای نزدیک, نزدیک شدن, نزدیک می‌شود, جلو می‌رود, به جلو می‌رود, جلو میرود', 'pull-out': 'زوم به بیرون, نمای باز, دور شدن, دور می‌شود, عقب می‌رود',
    'pan-left': 'حرکت به چپ, پن به چپ', 'pan-right': 'حرکت به راست, پن به راست', 'tilt-up': 'پهپاد بالا میرود, نمای پهپاد در حال اوج, دوربین به بالا', 'tilt-down': 'دوربین به پایین',
  },
  color: {
    red: 'قرمز, سرخ', orange: 'نارنجی', yellow: 'زرد', green: 'سبز', blue: 'آبی', purple: 'بنفش, ارغوانی', pink: 'صورتی', brown: 'قهوهای', black: 'سیاه, مشکی', white: 'سفید',
    gray: 'خاکستری', gold: 'طلایی', silver: 'نقرهای',
  },
  negation: 'بدون, بی, هیچ, نه',
  breaks: 'اما, ولی, فقط, با',
  common: 'در, روی, از, به, با, یک, و, زیر, بالای, که, را, این, بزرگ, کوچک, دوربین',
  colorAfterNoun: true,
  unknown: 'بالن هوای گرم, بالن',
};

const hi: LocaleWords = {
  setting: {
    sky: 'आसमान, आकाश, गगन, हवा में', sea: 'समुद्र, सागर, महासागर, लहरें, लहर, तट, बंदरगाह, प्रकाशस्तंभ, लाइटहाउस, द्वीप', beach: 'समुद्र तट, तट पर, बीच, रेत, किनारा', lake: 'झील, तालाब, सरोवर',
    river: 'नदी, धारा, झरना, नहर', underwater: 'पानी के नीचे, पानी के अंदर, समुद्र के नीचे, समुद्र तल, मूंगा चट्टान',
    mountains: 'पहाड़, पहाड़ों, पहाड़ी, पर्वत, पर्वतों, चोटी, चोटियाँ, घाटी, हिमालय', snowfield: 'बर्फीला मैदान, हिमनद, ग्लेशियर, आर्कटिक, हिमखंड',
    forest: 'जंगल, वन, जंगलों', meadow: 'घास का मैदान, मैदान, खेत, घास, बगीचा, बाग, पार्क, गाँव का खेत', desert: 'रेगिस्तान, मरुस्थल, टीले, रेत के टीले',
    city: 'शहर, नगर, शहरों, गगनचुंबी, छत, गाँव', street: 'सड़क, गली, सड़कों, राजमार्ग, हाईवे', space: 'अंतरिक्ष, आकाशगंगा, ब्रह्मांड, कक्षा में, ग्रह',
    room: 'कमरा, कमरे, शयनकक्ष, रसोई, घर के अंदर, दफ्तर, सोफे, सोफा, बिस्तर',
  },
  time: {
    dawn: 'भोर, प्रभात, उषा', sunrise: 'सूर्योदय, सुबह, प्रातः', day: 'दिन, दोपहर, दिन में, दिन के समय', sunset: 'सूर्यास्त, ढलता सूरज',
    dusk: 'शाम, संध्या, गोधूलि, सांझ', night: 'रात, रात में, रात को, आधी रात, रात्रि',
  },
  night: 'चाँद, चांद, चंद्रमा, चाँदनी, तारे, तारों, सितारे, पूर्णिमा',
  weather: {
    clear: 'साफ़ आसमान, साफ आसमान, धूप, धूप वाला', cloudy: 'बादल, बादलों, बादल छाए, घने बादल', rain: 'बारिश, वर्षा, बरसात, बारिश में',
    snow: 'बर्फ़बारी, बर्फबारी, बर्फ गिर, बर्फ़ गिर, हिमपात', fog: 'कोहरा, कोहरे, धुंध', storm: 'तूफ़ान, तूफान, आंधी, बिजली, गरज', wind: 'हवा, तेज़ हवा, तेज हवा, पवन, हवादार',
  },
  snowy: 'बर्फीले, बर्फीली, बर्फीला, बर्फ से ढके, बर्फ़ से ढके, बर्फ से ढकी',
  motion: {
    idle: 'बैठा, बैठी, बैठे, सो रहा, सो रही, सोती, सोता, सोते, आराम, खड़ा, खड़ी, स्थिर', rise: 'उठता, उठती, ऊपर उठ, ऊपर जा, चढ़ता, चढ़ती, उड़ान भर, उगता', fall: 'गिरता, गिरती, गिर रहे, गिर रहा, गिर रही, नीचे आ, डूब',
    fly: 'उड़ता, उड़ती, उड़ते, उड़ रहा, उड़ रही, उड़ रहे, उड़', float: 'तैरता हुआ आसमान, हवा में तैर, बहता, बहती, मंडरा', walk: 'चलता, चलती, चलते, चल रहा, चल रही, टहल, घूम रहा',
    run: 'दौड़ता, दौड़ती, दौड़ते, दौड़ रहा, दौड़ रही, भाग रहा, भागता', swim: 'तैरता, तैरती, तैरते, तैर रहा, तैर रही, तैर रहे, गोता', drive: 'चलाता, चला रहा, गाड़ी चल, दौड़ती कार, सवारी', sail: 'नौकायन, पाल, चप्पू, सर्फ़िंग, बह रही नाव',
    jump: 'कूदता, कूदती, कूद रहा, कूद रही, उछल', spin: 'घूमता, घूमती, घूम रही, चक्कर', sway: 'झूमता, झूमती, लहराता, लहराती, नाच', grow: 'उगती, बढ़ता, बढ़ती, खिलता, खिलती, खिल रहे',
  },
  camera: {
    static: 'स्थिर कैमरा, स्थिर शॉट', 'push-in': 'ज़ूम इन, जूम इन, क्लोज़ अप, क्लोज अप, पास जाता कैमरा', 'pull-out': 'ज़ूम आउट, जूम आउट, वाइड शॉट, दूर जाता कैमरा',
    'pan-left': 'बाईं ओर पैन, बाएं पैन', 'pan-right': 'दाईं ओर पैन, दाएं पैन', 'tilt-up': 'ड्रोन ऊपर उठता, ड्रोन शॉट ऊपर, कैमरा ऊपर', 'tilt-down': 'कैमरा नीचे',
  },
  color: {
    red: 'लाल', orange: 'नारंगी, संतरी', yellow: 'पीला, पीली, पीले', green: 'हरा, हरी, हरे', blue: 'नीला, नीली, नीले', purple: 'बैंगनी', pink: 'गुलाबी', brown: 'भूरा, भूरी, भूरे',
    black: 'काला, काली, काले', white: 'सफ़ेद, सफेद', gray: 'स्लेटी, धूसर', gold: 'सुनहरा, सुनहरी, सुनहरे', silver: 'रुपहला, रुपहली, चाँदी जैसा',
  },
  negation: 'बिना, बगैर, नहीं, कोई नहीं',
  negationAfter: true,
  breaks: 'और, लेकिन, पर केवल, सिर्फ',
  common: 'में, पर, के, की, का, से, और, एक, है, हैं, ऊपर, नीचे, को, बड़ा, बड़ी, बड़े, छोटा, छोटी, कैमरा',
  unknown: 'गर्म हवा का गुब्बारा, गरम हवा का गुब्बारा',
};

const pt: LocaleWords = {
  setting: {
    sky: 'céu, ceu, ar, céus', sea: 'mar, oceano, ondas, costa, porto, farol, baía, ilha', beach: 'praia, areia, orla, beira mar', lake: 'lago, lagoa, represa',
    river: 'rio, riacho, córrego, cachoeira, cascata, canal', underwater: 'debaixo d água, embaixo d água, sob o mar, subaquático, fundo do mar, recife',
    mountains: 'montanha, montanhas, monte, pico, picos, colina, colinas, vale, serra', snowfield: 'campo de neve, geleira, tundra, ártico, antártida, iceberg',
    forest: 'floresta, florestas, bosque, mata, selva', meadow: 'prado, campo, campos, grama, relva, parque, jardim, fazenda', desert: 'deserto, dunas, duna, savana',
    city: 'cidade, centro, arranha céu, arranha céus, telhado, vila, aldeia', street: 'rua, estrada, avenida, rodovia, beco, trânsito', space: 'espaço, espaço sideral, galáxia, cosmos, universo, órbita, planeta',
    room: 'quarto, sala, cozinha, dentro de casa, interior, escritório, sofá, cama, poltrona',
  },
  time: {
    dawn: 'alvorada, madrugada, aurora', sunrise: 'nascer do sol, amanhecer, manhã', day: 'dia, meio dia, tarde, durante o dia', sunset: 'pôr do sol, por do sol, entardecer, hora dourada',
    dusk: 'crepúsculo, anoitecer, fim de tarde', night: 'noite, meia noite, noturno, à noite',
  },
  night: 'lua, luar, estrelas, estrelado, estrelada, lua cheia',
  weather: {
    clear: 'limpo, ensolarado, céu limpo', cloudy: 'nublado, nuvens, encoberto', rain: 'chuva, chuvoso, chovendo, chove, garoa, temporal',
    snow: 'neve, nevando, neva, nevasca', fog: 'neblina, névoa, nevoeiro, brumoso', storm: 'tempestade, trovão, trovoada, relâmpago, raios', wind: 'vento, ventania, brisa, ventoso',
  },
  snowy: 'nevado, nevada, nevados, nevadas, coberto de neve, cobertas de neve, cobertos de neve',
  motion: {
    idle: 'sentad*, dormindo, dorme, descans*, parad*, em pé, pousad*', rise: 'sub*, elev*, ascend*, decol*', fall: 'cai, caem, caindo, caiu, desc*, afund*',
    fly: 'voa, voam, voando, voou, voo, plan*', float: 'flutu*, à deriva', walk: 'caminh*, pass*, anda, andando',
    run: 'corre, correm, correndo, correu, galop*, corrida', swim: 'nada, nadam, nadando, nadou, mergulh*', drive: 'dirig*, conduz*, rodando, trafeg*',
    sail: 'naveg*, veleja*, rema*, surf*', jump: 'pul*, salt*, quic*', spin: 'gira, giram, girando, rod*, rotac*', sway: 'balanç*, ondul*, danç*', grow: 'cresc*, florescendo, flores*, brot*',
  },
  camera: {
    static: 'plano fixo, câmera fixa, estático', 'push-in': 'aproximação, zoom in, close, primeiro plano, se aproxima', 'pull-out': 'afastamento, zoom out, plano geral, se afasta',
    'pan-left': 'panorâmica para a esquerda, para a esquerda', 'pan-right': 'panorâmica para a direita, para a direita', 'tilt-up': 'drone subindo, tomada de drone subindo, olhando para cima', 'tilt-down': 'olhando para baixo',
  },
  color: {
    red: 'vermelho, vermelha, vermelhos, vermelhas', orange: 'laranja, alaranjado', yellow: 'amarelo, amarela', green: 'verde, verdes', blue: 'azul, azuis', purple: 'roxo, roxa, violeta',
    pink: 'rosa, rosado, cor de rosa', brown: 'marrom, castanho', black: 'preto, preta, pretos', white: 'branco, branca, brancos, brancas', gray: 'cinza, cinzento', gold: 'dourado, dourada, ouro',
    silver: 'prateado, prateada, prata',
  },
  negation: 'sem, nenhum, nenhuma, não',
  breaks: 'e, mas, enquanto, só, apenas, com',
  common: 'o, a, os, as, um, uma, de, do, da, dos, das, em, no, na, com, sobre, ao, e, por, grande, grandes, pequeno, pequena, enorme, câmera, câmara',
  colorAfterNoun: true,
  unknown: 'balão de ar quente, balões de ar quente',
};

const it: LocaleWords = {
  setting: {
    sky: 'cielo, cieli, aria', sea: 'mare, oceano, onde, costa, porto, faro, baia, isola', beach: 'spiaggia, riva, sabbia, lido', lake: 'lago, laghetto, stagno',
    river: 'fiume, torrente, ruscello, cascata, canale', underwater: 'sott acqua, sottacqua, sotto il mare, subacqueo, fondale, barriera corallina',
    mountains: 'montagna, montagne, monte, monti, vetta, vette, collina, colline, valle, alpi', snowfield: 'distesa di neve, ghiacciaio, tundra, artico, antartide, iceberg',
    forest: 'foresta, bosco, boschi, giungla', meadow: 'prato, prati, campo, campi, erba, parco, giardino, fattoria, campagna', desert: 'deserto, dune, duna, savana',
    city: 'città, centro, grattacielo, grattacieli, tetti, paese, villaggio', street: 'strada, via, viale, autostrada, vicolo, traffico', space: 'spazio, galassia, cosmo, universo, orbita, pianeta',
    room: 'stanza, camera da letto, cucina, salotto, soggiorno, dentro casa, ufficio, divano, letto, poltrona',
  },
  time: {
    dawn: 'alba, aurora, primo mattino', sunrise: 'sorgere del sole, levata del sole, mattina, mattino', day: 'giorno, giornata, mezzogiorno, pomeriggio, di giorno', sunset: 'tramonto, ora d oro',
    dusk: 'crepuscolo, sera, imbrunire', night: 'notte, mezzanotte, notturno, di notte',
  },
  night: 'luna, chiaro di luna, stelle, stellato, stellata, luna piena',
  weather: {
    clear: 'sereno, soleggiato, cielo limpido', cloudy: 'nuvoloso, nuvole, coperto', rain: 'pioggia, piovoso, piove, pioviggine, acquazzone',
    snow: 'neve, nevica, nevicata, bufera di neve', fog: 'nebbia, foschia, nebbioso', storm: 'tempesta, temporale, tuono, tuoni, fulmine, fulmini', wind: 'vento, ventoso, brezza, raffiche',
  },
  snowy: 'innevato, innevata, innevati, innevate, coperto di neve, coperte di neve',
  motion: {
    idle: 'sedut*, dorme, dormendo, ripos*, fermo, ferma, in piedi, appollaiat*', rise: 'sal*, s alza, si alza, alzandosi, ascend*, decoll*', fall: 'cad*, scend*, affond*',
    fly: 'vola, volano, volando, volò, plan*', float: 'galleggi*, fluttu*, alla deriva', walk: 'cammin*, passeggi*',
    run: 'corre, corrono, correndo, corse, galopp*, corsa', swim: 'nuot*, tuff*', drive: 'guid*, sfrecci*, percorr*', sail: 'naviga*, veleggi*, rem*, surf*',
    jump: 'salt*, balz*, rimbalz*', spin: 'gira, girano, girando, ruot*, vortic*', sway: 'ondeggi*, dondol*, ball*', grow: 'cresc*, fiori*, germogli*, sboccia*',
  },
  camera: {
    static: 'inquadratura fissa, camera fissa, statico', 'push-in': 'zoom in avanti, zoom in, primo piano, carrellata in avanti, si avvicina', 'pull-out': 'zoom all indietro, zoom out, campo lungo, carrellata indietro, si allontana',
    'pan-left': 'panoramica a sinistra, verso sinistra', 'pan-right': 'panoramica a destra, verso destra', 'tilt-up': 'drone che sale, ripresa con drone in salita, verso l alto', 'tilt-down': 'verso il basso',
  },
  color: {
    red: 'rosso, rossa, rossi, rosse', orange: 'arancione, arancio', yellow: 'giallo, gialla, gialli', green: 'verde, verdi', blue: 'blu, azzurro, azzurra', purple: 'viola, porpora',
    pink: 'rosa', brown: 'marrone, bruno', black: 'nero, nera, neri, nere', white: 'bianco, bianca, bianchi, bianche', gray: 'grigio, grigia', gold: 'dorato, dorata, oro', silver: 'argentato, argentata, argento',
  },
  negation: 'senza, nessun, nessuna, nessuno, niente, non',
  breaks: 'e, ma, mentre, solo, con',
  common: 'il, lo, la, i, gli, le, un, una, di, del, della, nel, nella, su, sul, sulla, con, e, al, sopra, sotto, grande, grandi, piccolo, piccola, enorme',
  colorAfterNoun: true,
  unknown: 'mongolfiera, mongolfiere',
};

const id: LocaleWords = {
  setting: {
    sky: 'langit, angkasa, udara', sea: 'laut, lautan, samudra, ombak, gelombang, pesisir, pelabuhan, mercusuar, teluk, pulau', beach: 'pantai, pasir, tepi pantai', lake: 'danau, kolam, telaga',
    river: 'sungai, kali, anak sungai, air terjun, kanal', underwater: 'bawah air, bawah laut, dasar laut, terumbu karang',
    mountains: 'gunung, pegunungan, puncak, bukit, perbukitan, lembah', snowfield: 'padang salju, gletser, kutub, tundra, gunung es',
    forest: 'hutan, rimba, hutan hujan', meadow: 'padang rumput, padang, ladang, sawah, rumput, taman, kebun, pertanian', desert: 'gurun, padang pasir, bukit pasir, sabana',
    city: 'kota, pusat kota, gedung pencakar langit, atap, desa', street: 'jalan, jalanan, jalan raya, gang, lalu lintas', space: 'luar angkasa, antariksa, galaksi, kosmos, alam semesta, orbit, planet',
    room: 'kamar, ruangan, ruang tamu, dapur, di dalam rumah, kantor, sofa, kasur, tempat tidur',
  },
  time: {
    dawn: 'fajar, subuh, dini hari', sunrise: 'matahari terbit, pagi, pagi hari', day: 'siang, siang hari, tengah hari, sore', sunset: 'matahari terbenam, senja merah, jam emas',
    dusk: 'senja, petang, magrib', night: 'malam, malam hari, tengah malam',
  },
  night: 'bulan, cahaya bulan, bintang, bintang bintang, berbintang, bulan purnama, purnama',
  weather: {
    clear: 'cerah, langit cerah, terik', cloudy: 'berawan, mendung, awan', rain: 'hujan, gerimis, hujan deras',
    snow: 'salju, bersalju turun, hujan salju, badai salju', fog: 'kabut, berkabut', storm: 'badai, petir, guntur, kilat, badai petir', wind: 'angin, berangin, angin kencang, sepoi',
  },
  snowy: 'bersalju, tertutup salju, berselimut salju',
  motion: {
    idle: 'duduk, tidur, beristirahat, berdiri, diam, hinggap', rise: 'naik, terbang naik, membubung, menjulang naik, lepas landas, meluncur ke atas, terbit', fall: 'jatuh, berjatuhan, turun, tenggelam, gugur',
    fly: 'terbang, beterbangan, melayang tinggi', float: 'melayang, mengapung, terapung, hanyut', walk: 'berjalan, jalan jalan, berjalan jalan, melangkah, berkeliaran',
    run: 'berlari, lari, berlarian, berpacu', swim: 'berenang, menyelam', drive: 'melaju, mengemudi, berkendara, naik mobil, melintas', sail: 'berlayar, mendayung, berselancar',
    jump: 'melompat, lompat, meloncat, loncat', spin: 'berputar, memutar, berpusing', sway: 'bergoyang, melambai, menari', grow: 'tumbuh, mekar, bertunas, berkembang',
  },
  camera: {
    static: 'kamera diam, bidikan statis', 'push-in': 'perbesar, zoom in, close up, mendekat', 'pull-out': 'perkecil, zoom out, menjauh, bidikan lebar',
    'pan-left': 'geser ke kiri, ke kiri', 'pan-right': 'geser ke kanan, ke kanan', 'tilt-up': 'drone naik, bidikan drone naik, kamera ke atas', 'tilt-down': 'kamera ke bawah',
  },
  color: {
    red: 'merah', orange: 'oranye, jingga', yellow: 'kuning', green: 'hijau', blue: 'biru', purple: 'ungu', pink: 'merah muda, pink', brown: 'cokelat, coklat', black: 'hitam', white: 'putih',
    gray: 'abu abu, kelabu', gold: 'emas, keemasan', silver: 'perak, keperakan',
  },
  negation: 'tanpa, tidak ada, tak ada, bukan',
  breaks: 'dan, tetapi, tapi, hanya, dengan',
  common: 'di, ke, dari, yang, dan, dengan, sebuah, seekor, atas, bawah, pada, saat, ini, itu, besar, kecil, raksasa, kamera',
  colorAfterNoun: true,
  unknown: 'balon udara panas, balon udara',
};

const nl: LocaleWords = {
  setting: {
    sky: 'lucht, hemel', sea: 'zee, oceaan, golven, kust, haven, vuurtoren, baai, eiland', beach: 'strand, oever, zand', lake: 'meer, vijver, plas',
    river: 'rivier, beek, stroom, waterval, kanaal, gracht', underwater: 'onder water, onderwater, onder de zee, zeebodem, koraalrif, rif',
    mountains: 'berg, bergen, gebergte, top, toppen, heuvel, heuvels, dal, vallei, alpen', snowfield: 'sneeuwveld, gletsjer, toendra, noordpool, zuidpool, ijsberg',
    forest: 'bos, bossen, woud, jungle, oerwoud', meadow: 'weide, wei, weiland, veld, velden, gras, park, tuin, boerderij, platteland', desert: 'woestijn, duin, duinen, savanne',
    city: 'stad, steden, centrum, skyline, daken, dorp', street: 'straat, weg, snelweg, laan, steeg, verkeer', space: 'ruimte, heelal, melkweg, kosmos, universum, baan, planeet',
    room: 'kamer, slaapkamer, keuken, woonkamer, binnen, kantoor, bank, bed, fauteuil',
  },
  time: {
    dawn: 'dageraad, ochtendgloren, zonsopkomst vroeg', sunrise: 'zonsopgang, zonsopkomst, ochtend, morgen', day: 'dag, overdag, middag, namiddag, daglicht', sunset: 'zonsondergang, gouden uur',
    dusk: 'schemering, avond, avondschemering', night: 'nacht, s nachts, middernacht, nachtelijk*',
  },
  night: 'maan, maanlicht, sterren, sterrenhemel, volle maan',
  weather: {
    clear: 'helder, zonnig, onbewolkt', cloudy: 'bewolkt, wolken, grijs weer', rain: 'regen, regenachtig, regent, motregen, bui',
    snow: 'sneeuw, sneeuwt, sneeuwval, sneeuwstorm', fog: 'mist, nevel, mistig, nevelig', storm: 'storm, onweer, donder, bliksem, stormachtig', wind: 'wind, winderig, bries, windvlagen',
  },
  snowy: 'besneeuwd*, ondergesneeuwd*, met sneeuw bedekt*',
  motion: {
    idle: 'zit, zitt*, slaapt, slapend*, rust*, staat, staand*, stil', rise: 'stijg*, opstijg*, rijst, rijzend*, omhoog, opgaand*', fall: 'valt, vall*, zakt, zakk*, zink*, daalt, dalend*',
    fly: 'vlieg*, vliegt, vloog, zweeft door de lucht, fladder*', float: 'zweef*, zweeft, drijf*, drijft, dobber*', walk: 'loopt, lopend*, wandel*, slenter*, stapt',
    run: 'rent, renn*, rende, galopp*, sprint*, holt', swim: 'zwem*, zwom, duik*', drive: 'rijdt, rijd*, reed, raast', sail: 'zeil*, roei*, surf*, vaart, varend*',
    jump: 'spring*, sprong, huppel*', spin: 'draai*, tol*, wervel*', sway: 'wiegt, wiegend*, zwaai*, dans*, deint', grow: 'groei*, bloei*, ontkiem*',
  },
  camera: {
    static: 'statisch shot, vaste camera', 'push-in': 'inzoomen, zoom in, close up, dichterbij', 'pull-out': 'uitzoomen, zoom uit, wijd shot, wegtrekken',
    'pan-left': 'pan naar links, naar links pannen', 'pan-right': 'pan naar rechts, naar rechts pannen', 'tilt-up': 'drone stijgt op, stijgende drone, camera omhoog', 'tilt-down': 'camera omlaag',
  },
  color: {
    red: 'rood, rode', orange: 'oranje', yellow: 'geel, gele', green: 'groen, groene', blue: 'blauw, blauwe', purple: 'paars, paarse, violet', pink: 'roze', brown: 'bruin, bruine',
    black: 'zwart, zwarte', white: 'wit, witte', gray: 'grijs, grijze', gold: 'goud, gouden', silver: 'zilver, zilveren',
  },
  negation: 'zonder, geen, niet',
  breaks: 'en, maar, terwijl, alleen, met',
  common: 'de, het, een, van, over, op, in, met, en, bij, boven, onder, naar, is, door, groot, grote, klein, kleine, enorm, camera',
  unknown: 'luchtballon, luchtballonnen, heteluchtballon',
};

const vi: LocaleWords = {
  setting: {
    sky: 'bầu trời, trời, trên trời, không trung', sea: 'biển, đại dương, sóng, bờ biển, bến cảng, hải đăng, vịnh, đảo', beach: 'bãi biển, bờ cát, cát', lake: 'hồ, ao, đầm',
    river: 'sông, dòng sông, suối, thác nước, kênh', underwater: 'dưới nước, dưới biển, đáy biển, rạn san hô, biển sâu',
    mountains: 'núi, ngọn núi, dãy núi, đỉnh núi, đồi, thung lũng', snowfield: 'cánh đồng tuyết, sông băng, bắc cực, nam cực, tảng băng',
    forest: 'rừng, khu rừng, rừng rậm, rừng già', meadow: 'đồng cỏ, cánh đồng, bãi cỏ, công viên, khu vườn, vườn, nông trại, cỏ', desert: 'sa mạc, đồi cát, cồn cát, thảo nguyên',
    city: 'thành phố, đô thị, phố, trung tâm thành phố, nhà chọc trời, mái nhà, làng', street: 'đường phố, con đường, đường, đại lộ, ngõ, xa lộ', space: 'không gian, vũ trụ, ngoài không gian, thiên hà, quỹ đạo, hành tinh',
    room: 'căn phòng, phòng, phòng ngủ, nhà bếp, phòng khách, trong nhà, văn phòng, ghế sofa, sofa, giường',
  },
  time: {
    dawn: 'bình minh, rạng đông, hừng đông', sunrise: 'mặt trời mọc, buổi sáng, sáng sớm', day: 'ban ngày, buổi trưa, giữa trưa, buổi chiều', sunset: 'hoàng hôn, mặt trời lặn',
    dusk: 'chạng vạng, chiều tà, buổi tối, tối', night: 'ban đêm, đêm, nửa đêm, đêm khuya, về đêm',
  },
  night: 'mặt trăng, trăng, ánh trăng, trăng tròn, ngôi sao, sao, đầy sao, bầu trời sao',
  weather: {
    clear: 'trong xanh, quang đãng, nắng, trời nắng', cloudy: 'nhiều mây, mây, u ám, âm u', rain: 'mưa, trời mưa, mưa phùn, mưa rào',
    snow: 'tuyết rơi, tuyết, bão tuyết', fog: 'sương mù, sương, mù', storm: 'bão, giông bão, sấm sét, sấm, sét', wind: 'gió, gió mạnh, lộng gió, gió thổi',
  },
  snowy: 'phủ tuyết, tuyết phủ, đầy tuyết',
  motion: {
    idle: 'ngồi, ngủ, nghỉ, đứng, đứng yên, đậu', rise: 'bay lên, bay lên cao, bốc lên, dâng lên, mọc lên, cất cánh, đi lên', fall: 'rơi, rơi xuống, rụng, lao xuống, chìm',
    fly: 'bay, đang bay, bay lượn, liệng', float: 'trôi, lơ lửng, bồng bềnh, nổi', walk: 'đi bộ, đi dạo, dạo bước, bước đi, đang đi',
    run: 'chạy, đang chạy, phi nước đại, chạy nhanh', swim: 'bơi, đang bơi, lặn', drive: 'lái, lái xe, chạy trên đường, phóng', sail: 'ra khơi, giong buồm, chèo, lướt sóng, lênh đênh',
    jump: 'nhảy, nhảy lên, bật nhảy', spin: 'xoay, quay, xoay tròn, quay tròn', sway: 'đung đưa, lắc lư, nhảy múa, phấp phới', grow: 'mọc, lớn lên, nở, nở hoa, đâm chồi',
  },
  camera: {
    static: 'máy quay cố định, cảnh tĩnh', 'push-in': 'phóng to, zoom vào, cận cảnh, tiến lại gần', 'pull-out': 'thu nhỏ, zoom ra, toàn cảnh, lùi xa',
    'pan-left': 'lia sang trái, quay sang trái', 'pan-right': 'lia sang phải, quay sang phải', 'tilt-up': 'flycam bay lên, drone bay lên, máy quay hướng lên', 'tilt-down': 'máy quay hướng xuống',
  },
  color: {
    red: 'đỏ, màu đỏ', orange: 'cam, màu cam', yellow: 'vàng, màu vàng', green: 'xanh lá, xanh lục, màu xanh lá', blue: 'xanh dương, xanh lam, màu xanh dương, xanh', purple: 'tím, màu tím',
    pink: 'hồng, màu hồng', brown: 'nâu, màu nâu', black: 'đen, màu đen', white: 'trắng, màu trắng', gray: 'xám, màu xám', gold: 'vàng kim, vàng óng, màu vàng kim', silver: 'bạc, màu bạc',
  },
  negation: 'không có, không, chẳng có',
  breaks: 'và, nhưng, chỉ, với',
  common: 'một, con, chiếc, cái, trên, dưới, trong, của, và, với, vào, lúc, những, các, đang, lớn, to, nhỏ, khổng lồ, máy quay',
  colorAfterNoun: true,
  unknown: 'khinh khí cầu',
};

const tr: LocaleWords = {
  setting: {
    sky: 'gökyüzü, gök, hava', sea: 'deniz, okyanus, dalga*, kıyı, liman, deniz feneri, fener, körfez, ada', beach: 'plaj, kumsal, sahil, kum', lake: 'göl, gölet',
    river: 'nehir, ırmak, dere, çay kenarı, şelale, kanal', underwater: 'su altı, sualtı, su altında, deniz altında, deniz dibi, mercan resifi',
    mountains: 'dağ, dağlar, dağların, dağları, zirve, tepe, tepeler, vadi, sıradağlar', snowfield: 'kar tarlası, buzul, tundra, kuzey kutbu, güney kutbu, buzdağı',
    forest: 'orman, ormanda, ormanı, cengel, yağmur ormanı', meadow: 'çayır, çimen, çimenlik, tarla, park, bahçe, çiftlik, kır, kırlar', desert: 'çöl, kum tepeleri, kumul, savan',
    city: 'şehir, kent, şehir merkezi, gökdelen*, çatı*, köy', street: 'sokak, cadde, yol, otoyol, trafik', space: 'uzay, dış uzay, galaksi, kozmos, evren, yörünge, gezegen',
    room: 'oda, yatak odası, mutfak, salon, ev içi, içeride, ofis, kanepe*, koltuk*, yatak*',
  },
  time: {
    dawn: 'şafak, tan, alacakaranlık sabah', sunrise: 'gün doğumu, gündoğumu, sabah', day: 'gündüz, öğle, öğleden sonra, gün ışığı', sunset: 'gün batımı, günbatımı, altın saat',
    dusk: 'akşam, alacakaranlık, akşamüstü', night: 'gece, gece yarısı, geceleyin',
  },
  night: 'ay, ay ışığı, mehtap, yıldız*, dolunay, hilal',
  weather: {
    clear: 'açık, güneşli, bulutsuz', cloudy: 'bulutlu, bulut*, kapalı hava', rain: 'yağmur*, yağmurlu, çisenti, sağanak',
    snow: 'kar yağışı, kar yağıyor, kar, tipi', fog: 'sis, sisli, pus, puslu', storm: 'fırtına*, gök gürültüsü, şimşek, yıldırım', wind: 'rüzgar*, rüzgârlı, rüzgarlı, esinti',
  },
  snowy: 'karlı, karla kaplı, karlarla kaplı',
  motion: {
    idle: 'oturan, oturuyor, uyuyan, uyuyor, dinlenen, duran, duruyor, hareketsiz', rise: 'yükselen, yükseliyor, yüksel*, havalanan, havalanıyor, kalkan, tırmanan', fall: 'düşen, düşüyor, düş*, inen, iniyor, batan',
    fly: 'uçan, uçuyor, uçar, uçarak, süzülen', float: 'süzül*, yüzen balon, süzülüyor, havada duran, sürüklen*', walk: 'yürüyen, yürüyor, yürü*, gezinen, dolaşan',
    run: 'koşan, koşuyor, koş*, dörtnala', swim: 'yüzen, yüzüyor, yüz*, dalan, dalıyor', drive: 'giden araba, sürüyor, sür*, ilerleyen, hızla giden', sail: 'yelken açmış, yelken açan, seyreden, seyrediyor, kürek çeken, sörf',
    jump: 'zıplayan, zıplıyor, zıpla*, atla*, sıçra*', spin: 'dönen, dönüyor, dön*, fırıl*', sway: 'sallanan, sallanıyor, sallan*, dans eden, salınan', grow: 'büyüyen, büyüyor, büyü*, açan çiçek, filizlen*',
  },
  camera: {
    static: 'sabit kamera, sabit çekim', 'push-in': 'yakınlaş*, zoom in, yakın çekim', 'pull-out': 'uzaklaş*, zoom out, geniş çekim',
    'pan-left': 'sola pan, sola kaydır', 'pan-right': 'sağa pan, sağa kaydır', 'tilt-up': 'yükselen drone, drone yükseliyor, drone çekimi yükselen, kamera yukarı', 'tilt-down': 'kamera aşağı',
  },
  color: {
    red: 'kırmızı, kızıl', orange: 'turuncu', yellow: 'sarı', green: 'yeşil', blue: 'mavi', purple: 'mor', pink: 'pembe', brown: 'kahverengi', black: 'siyah', white: 'beyaz',
    gray: 'gri, boz', gold: 'altın rengi, altın sarısı, altın renkli', silver: 'gümüş, gümüş rengi',
  },
  negation: 'olmadan, yok, değil, hiç',
  negationAfter: true,
  breaks: 've, ama, fakat, sadece, ile',
  common: 'bir, ve, ile, üzerinde, üstünde, altında, içinde, da, de, bu, şu, çok, büyük, küçük, kocaman, kamera, kameranın, kamera',
  unknown: 'sıcak hava balonu, sıcak hava balonları',
};

const ko: LocaleWords = {
  setting: {
    sky: '하늘, 창공, 공중', sea: '바다, 대양, 파도, 해안, 항구, 등대, 섬', beach: '해변, 바닷가, 모래사장, 백사장, 모래', lake: '호수, 연못',
    river: '강, 개울, 시냇물, 폭포, 운하', underwater: '물속, 바닷속, 수중, 해저, 산호초, 심해',
    mountains: '산, 산맥, 산봉우리, 봉우리, 설산, 언덕, 계곡, 산들', snowfield: '설원, 빙하, 북극, 남극, 빙산, 눈밭',
    forest: '숲, 숲속, 정글, 밀림, 산림', meadow: '초원, 들판, 풀밭, 목초지, 공원, 정원, 농장, 잔디밭', desert: '사막, 모래 언덕, 사구, 사바나',
    city: '도시, 시내, 도심, 마천루, 옥상, 마을', street: '거리, 길, 도로, 고속도로, 골목', space: '우주, 은하, 은하수 속, 궤도, 행성',
    room: '방, 침실, 부엌, 거실, 실내, 사무실, 소파, 침대',
  },
  time: {
    dawn: '새벽, 여명', sunrise: '일출, 해돋이, 아침', day: '낮, 한낮, 정오, 오후, 대낮', sunset: '일몰, 노을, 해질녘, 석양, 저녁노을',
    dusk: '황혼, 저녁, 땅거미', night: '밤, 한밤중, 자정, 야간, 밤하늘',
  },
  night: '달, 달빛, 보름달, 별, 별빛, 별들, 초승달',
  weather: {
    clear: '맑은, 맑음, 화창한, 쾌청', cloudy: '흐린, 구름, 구름 낀, 흐림', rain: '비, 비가, 빗속, 비 오는, 소나기, 이슬비',
    snow: '눈이 내리는, 눈 내리는, 눈보라, 함박눈, 눈이', fog: '안개, 안개 낀, 자욱한', storm: '폭풍, 폭풍우, 천둥, 번개, 뇌우', wind: '바람, 바람 부는, 강풍, 산들바람',
  },
  snowy: '눈 덮인, 눈덮인, 눈 쌓인, 하얗게 덮인',
  motion: {
    idle: '앉아, 앉은, 자는, 잠든, 쉬는, 서 있는, 가만히', rise: '떠오르, 떠오른, 솟아오르, 솟아오른, 올라가, 상승, 이륙', fall: '떨어지, 떨어진, 내려오, 추락, 가라앉',
    fly: '날아, 나는, 날고, 비행, 날갯짓', float: '떠다니, 떠 있는, 둥둥, 표류', walk: '걷는, 걸어, 걷고, 산책, 거니는',
    run: '달리, 달린, 뛰는, 뛰어, 질주', swim: '헤엄, 수영, 잠수', drive: '달리는 차, 운전, 주행, 드라이브', sail: '항해, 노를 젓, 서핑, 돛',
    jump: '점프, 뛰어오르, 깡충', spin: '회전, 돌고, 도는, 빙글빙글', sway: '흔들리, 흔들, 춤추, 살랑', grow: '자라, 성장, 피어나, 피는, 싹트',
  },
  camera: {
    static: '고정 카메라, 고정 샷', 'push-in': '줌 인, 줌인, 클로즈업, 다가가', 'pull-out': '줌 아웃, 줌아웃, 와이드 샷, 멀어지',
    'pan-left': '왼쪽으로 패닝, 왼쪽으로 팬', 'pan-right': '오른쪽으로 패닝, 오른쪽으로 팬', 'tilt-up': '드론이 상승, 상승하는 드론, 드론 샷 상승, 틸트 업', 'tilt-down': '틸트 다운, 내려다보',
  },
  color: {
    red: '빨간, 빨강, 붉은, 빨간색', orange: '주황, 주황색', yellow: '노란, 노랑, 노란색', green: '초록, 초록색, 녹색', blue: '파란, 파랑, 파란색, 푸른', purple: '보라, 보라색',
    pink: '분홍, 분홍색, 핑크', brown: '갈색', black: '검은, 검정, 까만, 검은색', white: '하얀, 흰, 흰색, 하얀색', gray: '회색', gold: '금색, 황금', silver: '은색, 은빛',
  },
  negation: '없이, 없는, 없고, 없음, 빼고',
  negationAfter: true,
  breaks: '그리고, 하지만, 그러나, 만',
  common: '위, 아래, 속, 안, 에서, 하는, 있는, 한, 그, 이, 큰, 작은, 커다란, 카메라, 카메라가, 카메라는',
  unknown: '열기구',
};

/** The dictionaries by locale (zh-CN is written in simplified Chinese). */
export const WORDS: Record<string, LocaleWords> = { en, es, fr, de, ru, ja, ar, pt, it, id, nl, vi, tr, ko, fa, hi, 'zh-CN': zh };
