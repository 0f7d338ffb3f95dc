/** Invented opponents per demo school: title | short title | mascot | home town. None is a real university. */
const RIDGEMONT_OPPONENTS = `
Northern Plains University|Northern Plains|Bison|Grand Prairie, N.D.
Lakeview College|Lakeview|Lakers|Lakeview, Neb.
Red Mesa State University|Red Mesa State|Roadrunners|Red Mesa, N.M.
Granite Peak University|Granite Peak|Mountaineers|Granite Peak, Colo.
High Desert University|High Desert|Scorpions|Sagebrush, Nev.
Cottonwood State University|Cottonwood State|Coyotes|Cottonwood, Kan.
Bitterroot State University|Bitterroot State|Grizzlies|Bitterroot, Mont.
Silver Creek University|Silver Creek|Miners|Silver Creek, Idaho
Pine Hollow College|Pine Hollow|Timberwolves|Pine Hollow, Wyo.
Sandstone University|Sandstone|Stallions|Sandstone, Utah
Prairie Hills State University|Prairie Hills State|Pronghorns|Prairie Hills, S.D.
Clear Fork College|Clear Fork|Otters|Clear Fork, Okla.
Ironwood University|Ironwood|Hammers|Ironwood, Colo.
Cedar Bluff University|Cedar Bluff|Cougars|Cedar Bluff, Neb.
Black Canyon State University|Black Canyon State|Ravens|Montrose Springs, Colo.
Rio Verde University|Rio Verde|Javelinas|Rio Verde, Ariz.
Thunder Basin College|Thunder Basin|Thunder|Thunder Basin, Wyo.
Golden Plains University|Golden Plains|Harvesters|Golden Plains, Kan.
Juniper State University|Juniper State|Foxes|Juniper, Ore.
Bluestem University|Bluestem|Stormers|Bluestem, Kan.
Canyon Lake College|Canyon Lake|Falcons|Canyon Lake, Utah
Sweetwater State University|Sweetwater State|Rattlers|Sweetwater, Wyo.
Elk Ridge University|Elk Ridge|Elk|Elk Ridge, Mont.
Sierra Alta University|Sierra Alta|Condors|Alta Vista, N.M.
Western Slope University|Western Slope|Pioneers|Palisade Junction, Colo.
Aspen Valley College|Aspen Valley|Golden Eagles|Aspen Valley, Colo.
Fort Calder University|Fort Calder|Lancers|Fort Calder, Neb.
Stonebridge University|Stonebridge|Knights|Stonebridge, Mont.
Powder River College|Powder River|Wranglers|Powder River, Wyo.
Plainsview University|Plainsview|Mustangs|Plainsview, Texas
Basin State University|Basin State|Bighorns|Basin City, Nev.
Redstone College|Redstone|Rockets|Redstone, Colo.
Willow Creek University|Willow Creek|Wildcats|Willow Creek, Idaho
Copper Hills University|Copper Hills|Prospectors|Copper Hills, Ariz.
Shadow Peak University|Shadow Peak|Nighthawks|Shadow Peak, Utah
Platte Valley University|Platte Valley|Pilots|Platte Valley, Neb.
Saddle Butte College|Saddle Butte|Broncs|Saddle Butte, S.D.
Larkspur University|Larkspur|Larks|Larkspur, Colo.
Badlands State University|Badlands State|Badgers|Wall Springs, S.D.
Hollow Rock College|Hollow Rock|Hawks|Hollow Rock, Okla.
Cimarron State University|Cimarron State|Comets|Cimarron, N.M.
Twin Buttes University|Twin Buttes|Titans|Twin Buttes, N.D.
Silverton College|Silverton|Silver Foxes|Silverton, Idaho
Meadowlark University|Meadowlark|Meadowlarks|Meadowlark, Kan.
`;

const COASTALBAY_OPPONENTS = `
Harborview University|Harborview|Mariners|Harborview, Maine
North Shore College|North Shore|Seahawks|Lynnhaven, Mass.
Pemberton University|Pemberton|Patriots|Pemberton, N.H.
Bayside State University|Bayside State|Ospreys|Bayside, R.I.
Cape Linden College|Cape Linden|Capers|Cape Linden, Mass.
Whitfield University|Whitfield|Wolves|Whitfield, Vt.
Stonecliff University|Stonecliff|Gulls|Stonecliff, Maine
Eastbrook College|Eastbrook|Eagles|Eastbrook, Conn.
Kennet Valley University|Kennet Valley|Kestrels|Kennet, N.H.
Saltwater State University|Saltwater State|Sailors|Saltwater, Maine
Millbrook College|Millbrook|Millers|Millbrook, N.Y.
Northport University|Northport|Navigators|Northport, Maine
Birch Harbor College|Birch Harbor|Beavers|Birch Harbor, Maine
Ashgrove University|Ashgrove|Arrows|Ashgrove, Mass.
Fairhaven State University|Fairhaven State|Foxes|Fairhaven, Vt.
Pinecrest College|Pinecrest|Panthers|Pinecrest, N.H.
Rockport University|Rockport|Puffins|Rockport Harbor, Maine
Seabright College|Seabright|Sea Lions|Seabright, N.J.
Westerly State University|Westerly State|Whalers|Westerly, R.I.
Elmhaven University|Elmhaven|Evergreens|Elmhaven, Conn.
Halden College|Halden|Hornets|Halden, Mass.
Greenport College|Greenport|Grays|Greenport, N.Y.
Long Pond University|Long Pond|Loons|Long Pond, Maine
Thornbury University|Thornbury|Thunderbirds|Thornbury, Pa.
Port Adams University|Port Adams|Admirals|Port Adams, Mass.
Crescent Bay College|Crescent Bay|Cormorants|Crescent Bay, Maine
Old Mill University|Old Mill|Grinders|Old Mill, N.H.
Kingsbridge University|Kingsbridge|Royals|Kingsbridge, N.Y.
Winslow Bay College|Winslow Bay|Waves|Winslow Bay, Maine
New Canterbury University|New Canterbury|Cardinals|New Canterbury, Conn.
Salt Hill State University|Salt Hill State|Stallions|Salt Hill, N.J.
Tidal Bay University|Tidal Bay|Tide|Tidal Bay, Mass.
Chadwick College|Chadwick|Chargers|Chadwick, Pa.
Orchard Hill University|Orchard Hill|Owls|Orchard Hill, Vt.
Lantern Point College|Lantern Point|Lightning|Lantern Point, R.I.
Ironbridge University|Ironbridge|Ironclads|Ironbridge, Pa.
Glenmoor University|Glenmoor|Gaels|Glenmoor, N.Y.
Fox Hollow College|Fox Hollow|Foxhounds|Fox Hollow, Vt.
Wolcott State University|Wolcott State|Warriors|Wolcott, Conn.
Seaport College|Seaport|Schooners|Seaport, N.H.
Maplewood University|Maplewood|Monarchs|Maplewood, N.J.
Dunhaven University|Dunhaven|Dragons|Dunhaven, Mass.
Clearbrook College|Clearbrook|Cyclones|Clearbrook, Maine
Penwick University|Penwick|Pirates|Penwick, R.I.
`;

/** Team colours, as [primary, secondary] pairs. */
const PALETTE: ReadonlyArray<readonly [string, string]> = [
  ['#1f3a93', '#f4c430'], ['#8b0000', '#d4d4d4'], ['#006747', '#ffffff'], ['#4b2e83', '#b7a57a'], ['#c8102e', '#041e42'],
  ['#00274c', '#ffcb05'], ['#ff6600', '#1c1c1c'], ['#0b6e4f', '#f2c14e'], ['#2c2a29', '#c5b783'], ['#005eb8', '#e03a3e'],
  ['#7c2529', '#f1be48'], ['#13294b', '#4b9cd3'], ['#582c83', '#ffffff'], ['#154734', '#cfb53b'], ['#9e1b32', '#828a8f'],
  ['#003087', '#ffffff'], ['#b3a369', '#003057'], ['#e35205', '#ffffff'], ['#00205b', '#c99700'], ['#a6192e', '#231f20'],
];

export interface OpponentSeed {
  title: string;
  shortTitle: string;
  mascot: string;
  location: string;
  slug: string;
  primaryColor: string;
  secondaryColor: string;
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The invented opponents of one school, in a fixed order (the first ones are its conference rivals). */
export function opponentPool(tenantKey: string): OpponentSeed[] {
  const text = tenantKey === 'coastalbay' ? COASTALBAY_OPPONENTS : RIDGEMONT_OPPONENTS;
  return text
    .trim()
    .split('\n')
    .map((line, index) => {
      const [title = '', shortTitle = '', mascot = '', location = ''] = line.split('|');
      const [primaryColor, secondaryColor] = PALETTE[(index * 7) % PALETTE.length]!;
      return { title, shortTitle, mascot, location, slug: slugify(title), primaryColor, secondaryColor };
    });
}
