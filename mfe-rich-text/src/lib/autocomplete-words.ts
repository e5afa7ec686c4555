/**
 * The autocomplete dictionary (spec 9: about 2000 common English words). Only words of five or
 * more letters are listed: a suggestion needs at least four typed characters plus a rest to add.
 * Sorted, so a word is suggested before its longer forms (absolute before absolutely).
 */
export const AUTOCOMPLETE_WORDS: readonly string[] = `
abandon ability about above abroad absence absolute absolutely absorb abstract abuse academic
academy accept acceptable access accident accompany accomplish according account accurate accuse
achieve achievement acquire across action active activity actor actress actual adapt addition
additional address adequate adjust adjustment administration admire admit adopt adult advance
advanced advantage adventure advertise advertising advice affair affect afford afraid after
afternoon again against agency agenda agent aggressive agree agreement agriculture ahead aircraft
airline airplane airport alarm album alcohol algorithm alive allow almost alone along alphabet
already alter alternative although always amazing ambition among amount analysis ancient anger angle
angry animal ankle anniversary announce annual another answer anxiety anybody anymore anyone
anything anyway anywhere apart apartment apologize apparent apparently appeal appear appearance
apple application apply appoint appreciate approach appropriate approval approve april architect
architecture arena argument arise armed around arrange arrangement array arrest arrival arrive arrow
article artist aside asleep aspect assemble assert assess assessment asset assign assignment assist
assistance assistant associate association assume assumption assure athlete atmosphere attach attack
attempt attend attention attitude attract attractive audience august author authority automatic
autumn available average avoid await awake award aware awareness awful background backpack backward
bacon badge baker balance balloon banana banner barely barrel baseball basic basically basis basket
basketball bathroom battery battle beach beard beast beautiful beauty because become bedroom before
begin beginning behavior behind being belief believe belong below bench beneath benefit beside
besides better between beyond bicycle billion biology birth birthday biscuit bitter black blade
blame blank blanket blind block blood bloom board bonus boolean boost border bored boring borrow
bother bottle bottom bounce boundary brain brake branch brave bread break breakfast breath breathe
brick bridge brief bright brilliant bring broad broadcast broken brother brown brush bubble bucket
buddy budget build building bullet bunch burden burst business butter butterfly button buyer cabin
cabinet cable calculate calendar camera campaign campus canal cancel cancer candidate candle candy
cannot canvas capable capacity capital captain capture carbon career careful carefully carpet carrot
carry cartoon castle casual catch category cattle cause ceiling celebrate celebration cellphone
center central century ceremony certain chain chair chairman challenge champion championship chance
change channel chaos chapter character charge charity chart chase cheap cheat check cheek cheese
chemical chemistry cherry chess chest chicken chief child childhood children chill chocolate choice
choose chorus church cinema circle circuit circumstance citizen civil claim class classic classroom
clean clear clearly clerk clever click client cliff climate climb clinic clock close closer closet
cloth clothes clothing cloud coach coast coffee collapse collar colleague collect collection college
colony color colour column combination combine comedy comfort comfortable command comment commercial
commission commit commitment committee common communicate communication community compact company
compare comparison compete competition competitive compiler complain complaint complete complex
complicated component composer composition compute computer concentrate concept concern concerned
concert conclude conclusion concrete condition conduct conference confidence confident confirm
conflict confuse confused confusion congress connect connection conscious consequence conservative
consider considerable consist consistent constant constantly construct construction consume consumer
contact contain content contest context continent continue contract contrast contribute contribution
control conversation convert convince cookie cooperation corner corporate correct costume cottage
cotton couch cough could council count counter country county couple courage course court cousin
cover crack craft crash crazy cream create creative cricket crime criminal crisis criteria critic
critical criticism cross crowd crown crucial cruel crystal cultural culture cupboard curious current
currently curtain curve cushion custom customer cycle daily damage dance dancer danger dangerous
database daughter deadline dealer death debate decade december decide decision declare decline
decorate deeply default defeat defend defense deficit define definition degree delay delete
delicious delight deliver demand democracy demonstrate dense dentist department depend deposit depth
deputy derive descend describe desert deserve design desire desperate despite dessert destination
destroy destruction detail detailed detect detective determine develop developer device devote
diagram diamond diary dictionary differ difference different difficult digital dimension dinner
dinosaur diploma direct direction directly director dirty disagree disappear disaster discipline
discount discover discussion disease dismiss disorder display distance distant distinct distribute
district disturb divide division doctor document dollar domain domestic dominant double doubt
download downtown dozen draft dragon drama dramatic drawing dream dress drink drive driver during
dwarf dynamic eager eagle early earth easily eastern economic economics economy edition editor
educate education educational effect effective effectively efficient effort eight eighteen eighty
either elbow elder elderly elect election electric electricity electronic elegant element elephant
elevator eleven elsewhere email embrace emerge emergency emotion emotional emphasis empire employ
employee employer employment empty enable encounter encourage ending enemy energy engage engine
engineer engineering enhance enjoy enormous enough ensure enter enterprise entertainment enthusiasm
entire entrance entry envelope environment equal equally equation equipment error escape especially
essay essential establish estate estimate evaluate evening event eventually every everybody everyday
everyone everything everywhere evidence evolution exact exactly examination examine example
excellent except exception exchange excited excitement exciting exclude excuse execute executive
exercise exhibit exhibition exist existence expand expect expectation expense expensive experience
experiment expert explain explanation explode explore explosion export expose express expression
extend extension extensive extent external extra extraordinary extreme extremely fabric facility
factor factory failure fairly faith false familiar family famous fancy fantastic fantasy farmer
fashion fasten father fault favor favorite feature february federal feeling fellow female fence
festival fever fiction field fifteen fifth fifty fight fighter figure filter final finally finance
financial finger finish first fisherman fitness flame flash flavor flight float flood floor flour
flower fluid focus folder follow football force foreign forest forever forget forgive formal format
former formula fortune forty forward found foundation fountain fourteen fourth frame framework
frankly freedom freeze frequency frequent frequently fresh friday fridge friend friendly friendship
frighten front frozen fruit fully function funny furniture further future galaxy gallery garden
gather gender general generate generation generous genius gentle gentleman genuine geography gesture
ghost giant giraffe girlfriend glance glass global glove golden goodbye govern government grade
gradually graduate grain grammar grand grandfather grandmother grant graph graphic grass grateful
grave great green greet grocery gross ground group growth guarantee guard guess guest guidance guide
guilty guitar habit hammer handle handsome happen happy harbor hardly hardware harmony harvest
headline headquarters health healthy hearing heart heaven heavy height helicopter hello helpful
heritage herself hidden highlight highly highway himself historian historic historical history hobby
hockey holiday hollow homework honest honey honor horizon horrible horror horse hospital hotel house
household housing however human humor hundred hunger hungry hunter hurry husband ideal identify
identity ignore illegal illness illustrate image imagination imagine immediate immediately immigrant
immune impact important impossible impress impression impressive improve improvement incident
include income increase incredible indeed independence independent index indicate individual indoor
industry infant infection influence inform information initial initiative injury inner innocent
innovation input inquiry insect insert inside insight insist inspect inspector inspire install
installation instance instant instead instruction instrument insurance integer intelligence
intelligent intend intense intention interest interface internal international internet interpret
interrupt interview introduce introduction invent invention invest investigate investigation
investment invisible invitation invite involve island issue itself jacket january javascript jeans
jewel jewelry joint journal journalist journey judge judgment juice jungle junior justice justify
kettle keyboard kindness kingdom kitchen knife knock knowledge known label labor laboratory ladder
landscape language laptop large largely laser later latest latter laugh launch laundry lawyer layer
leader leadership league learn least leather leave lecture legal legend lemon length lesson letter
level library lifestyle light likely limit limited liquid listen literally literature little lively
living lobby local locate location logic logical lonely loose lovely lower loyal lucky lunch machine
machinery magazine magic magnet mainly maintain major majority manage manager manner manufacture
manufacturer maple march margin marine market marriage married marry massive master match material
mathematics matter maximum maybe mayor meaning meanwhile measure mechanic mechanism medal media
medical medicine medium meeting melody member memory mental mention merchant mercy merely merge
message metal meter method middle midnight might military million mineral minimum minister minor
minority minute miracle mirror missing mission mistake mixture mobile model moderate modern modest
module moment money monitor monkey monster month moral moreover morning mostly mother motion
motivate motor mount mountain mouse mouth movement movie multiple murder muscle museum music musical
musician myself mystery naked narrative narrow nasty nation national native natural nature nearly
necessarily necessary needle negative neighbor neighborhood neither nephew nerve nervous network
neutral never newspaper niece night nineteen ninety noble nobody noise noisy normal normally north
northern notebook nothing notice novel november nowhere nuclear number nurse nursery object
objective obligation observe obtain obvious occasion occasionally occupy occur ocean october offense
offer office officer official often older olive online opening opera operate operation operator
opinion opponent opportunity oppose opposite option orange orbit orchestra order ordinary organ
organic organization organize origin original originally other otherwise ought ourselves outcome
outdoor outer output outside overall overcome owner oxygen package paint painter painting palace
panel panic pants paper parade paragraph parameter pardon parent parking participant particular
partly partner party passage passenger passion passport password pasta patient pattern pause peace
peaceful pencil penguin penny pension people pepper percent percentage perfect perfectly perform
performance perhaps period permanent permission permit person personal persuade phase philosophy
phone photo photograph photographer phrase physical physics piano picnic picture piece pillow pilot
pirate pitch pizza place plane planet planning plant plastic plate platform player pleasant please
pleased pleasure plenty pocket poetry point police policy polish polite political popular population
porch portion portrait position positive possibility possible possibly poster potato potential pound
poverty powder power powerful practical practice praise prayer precious precise predict prefer
preference pregnant premium prepare presence present presentation preserve president press pressure
pretty prevent previous previously price pride priest primary prime prince princess principal
principle print printer priority prison prisoner privacy private prize probably problem procedure
proceed process produce product production profession professional professor profile profit program
progress project promise promote prompt proof proper properly property proportion proposal propose
prospect protect proud prove provide public purpose puzzle python qualify quality quantity quarter
queen question quick quickly quiet quietly quite quote rabbit racing radio rainbow raise range rapid
rapidly rarely rather ratio reach reaction reader reading ready realistic reality realize really
reason reasonable recall receipt receive recent recently recipe recognize recommend record recover
recovery rectangle recycle reduce refer reference reflect reform refuse regard regarding region
regular regularly reject relate relation relationship relative relatively relax release relevant
relief religion religious remain remark remarkable remember remind remote remove repair repeat
replace reply report represent request require rescue research reserve resident resist resistance
resolution resolve resort resource respect respond response responsibility responsible restaurant
restore restriction result retain retire retirement return reveal review revolution reward rhythm
right river robot rocket romantic rough round route routine royal rubber ruler rural sacred sadly
safety salad salary sample sandwich satellite satisfaction satisfy saturday sauce saving scale
scared scene schedule scheme scholar scholarship school science scientific scientist scissors score
scream screen script search season second secret secretary section security segment seize select
selection senate senator senior sense sensitive sentence separate september sequence series serious
serve server service session setting settle seven seventeen seventy several severe shade shadow
shake shall shallow shame shape share shark sharp sheep sheet shelf shell shelter shift shine shirt
shock shoot shopping shore short shortly should shoulder shout shower sight signal signature
significant silence silent silly silver similar simple simply since singer single sister situation
skate sketch skiing skill skirt sleep slice slide slight slightly slowly small smart smell smile
smoke smooth snack snake soccer social society software solar soldier solid solution solve somebody
somehow someone something sometimes somewhat somewhere sorry sound source south southern space spare
speak special specific speech spell spend spider spirit spiritual split sponsor sport spread spring
square squeeze stable stadium staff stage stair stake stamp stand standard stare start state
statement station statue status steady steal steam steel stick still stock stomach stone storage
store storm story straight strange stranger strategy stream street strength stress stretch strict
strike string stroke strong structure struggle student study stuff stupid style subject submit
substance subtract suburb succeed success successful sudden suddenly suffer sufficient sugar suggest
suitable summer sunday sunny super supply support suppose surely surface surgery surprise surprised
surround survey survive suspect sweater sweep sweet swing switch symbol sympathy symptom system
table talent target taste teach teacher teaching technology teenager telephone television
temperature temple temporary tennis tension terms terrible territory textbook thank thanks theater
theme themselves theory therapy there therefore thick thief thing think third thirsty thirteen
thirty though thought thousand threat through throughout thumb thunder thursday ticket tiger tight
tired title today together toilet tomato tomorrow tongue tonight tooth topic total tourist
tournament toward towel tower track trade traditional traffic tragedy trail train training transfer
transform transition translate transport trash travel treasure treat treatment trend trial triangle
trick trouble truck trust truth tuesday tunnel turtle twelve twenty twice ultimate umbrella unable
uncle uncomfortable under understand unfair unfortunately uniform union unique unite united universe
university unknown unless unlike unlikely until unusual update upper upset upstairs urban useful
usual usually vacation valley valuable value variable various vegetable vehicle venture version
vertical victim victory video village violence violin virtual virus visible vision visit visitor
visual vital vocabulary voice volcano volume volunteer waist waiter wallet wander warning waste
watch water wealth wealthy weapon weather website wedding wednesday weekend weight weird welcome
western whatever wheel whenever where whether which while whisper white whole whose widely wildlife
willing window winner winter wisdom within without witness woman wonder wonderful wooden worker
workshop world worried worry worse worst worth would wound wrist write writer writing wrong yellow
yesterday yield young yourself youth zebra
`
  .trim()
  .split(/\s+/);
