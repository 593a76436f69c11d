import type { SafetyCategory } from '@kurio/shared/child-safety';

/**
 * The safety rules read text after `normalise`: lower case, words in their dictionary form ("touched" →
 * "touch", "was" → "is"), contractions expanded ("don't" → "do not"). Write patterns in those forms; `_` stands
 * for a gap of up to three words. A rule matches unless a negation sits in or just before the match ("nobody
 * hit me"), except rules marked `negated`, which carry their negation themselves ("do not want to live").
 */
export interface SafetyRule {
  category: SafetyCategory;
  pattern: RegExp;
  negated: boolean;
  /** The whole message reads as harmless when this matches too (a story, a laugh, a password kept private). */
  unless?: RegExp;
}

const gap = "(?:[a-z0-9']+ ){0,3}";
const longGap = "(?:[a-z0-9']+ ){0,6}";
const compile = (source: string, flags = 'g') =>
  new RegExp(`\\b(?:${source.replaceAll(' __ ', ` ${longGap}`).replaceAll(' _ ', ` ${gap}`)})\\b`, flags);

const kin =
  "(?:mom|dad|step ?dad|step ?mom|father|mother|stepfather|stepmother|uncle|aunt|auntie|grandpa|grandma|brother|sister|cousin|babysitter|nanny|coach|teacher|neighbou?r|mom boyfriend|mom's boyfriend|moms boyfriend|mums boyfriend|boyfriend|girlfriend|step ?brother|step ?sister|carer|family friend|dads friend|parents?|foster \\w+)";
const adult = `(?:he|she|they|someone|somebody|${kin}|man|guy|lady|woman|adult|grown ?up)`;
const hit =
  '(?:hit|pull|punch|kick|slap|beat|smack|choke|strangle|whip|burn|bite|bit|shove|push|throw|threw|squeeze|pinch|hurt|spank|grab|shake|drag|belt|hold me down)\\w*';
const die = '(?:die|dead|death|dying|gone|not here|not alive|not around|never born)';
const privates =
  '(?:private|privates|private part|private parts|privet|bottom|butt|bum|down there|no no|pee pee|willy|vagina|penis|chest|boob|boobs|swimsuit|underwear|undies|pants)';
const online =
  '(?:online|internet|roblox|minecraft|fortnite|tiktok|tik tok|youtube|discord|snapchat|instagram|whatsapp|game|games|app|chat)';
const picture = '(?:photo|photos|picture|pictures|selfie|selfies|video|videos|pic|pics)';
const stranger =
  '(?:stranger|strange man|strange lady|man|guy|lady|woman|person|someone|somebody|people|car|van|truck)';
const unknown = '(?:i do not know|i have never see|i never see|i do not recogni[sz]e)';
const weapon =
  '(?:gun|guns|pistol|rifle|shotgun|knife|knives|blade|razor|machete|axe|bomb|bombs|grenade|explosive|dynamite)';
const toy = '(?:nerf|water|toy|glue|bubble|squirt|paintball|laser|lego|ray|foam|pretend|play|cap|spud)';
const drink = '(?:beer|wine|vodka|alcohol|whiskey|whisky|booze|rum|gin|cider|champagne|liquor|shots of \\w+|alcoholic)';
const drug =
  '(?:weed|marijuana|cannabis|cocaine|crack|meth|heroin|ecstasy|mdma|lsd|joint|joints|blunt|edible|edibles|drugs?|vape|vapes|vaping|vaped|juul|dab pens?|thc|e ?cig|cigarettes?|cigs?|ciggies|ciggie|ciggy|cigar|cigars|tobacco|nicotine|puff bar)';
const pills = '(?:pill|pills|tablet|tablets|meds|medicine|medicines|medication|gummies|capsules?|sleeping pills)';
const poison =
  '(?:battery|batteries|button battery|magnets?|coins?|bleach|poison|poisonous|cleaner|cleaning stuff|detergent|pills?|medicine|tide pod|laundry pod|washing pod|washing capsules?|laundry capsules?|pod|glass|nail polish|lighter fluid|antifreeze|mushrooms?|berry|berries|weed killer|dishwasher tablet|tablets?|washing powder|perfume|rat poison)';
const peers =
  '(?:kid|kids|boy|boys|girl|girls|everyone|everybody|classmate|classmates|friend|friends|people|they|some kids|the other kids|older kids|big kids|the class|my class|bully|bullies)';
const bodyPart =
  '(?:finger|fingers|thumb|hand|foot|feet|toe|toes|leg|arm|knee|eye|ear|nose|skin|head|face|neck|back|tummy|mouth)';
const place = '(?:school|class|classroom|playground|recess|lunch|bus|break|the park|football|practice|club)';
const emergencyNumber = '(?:911|999|112|000|police|ambulance|fire brigade|fire department|emergency)';
/** When the child is alone at home: "the only one at home on tuesdays", "on my own at home after school". */
const aloneAtHomeWhen =
  '(?:only one|on my own|by myself|alone) (?:at home|in the house|home) (?:on|every|after|until|till|at) (?:mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|weekends?|nights?|mornings?|afternoons?|school|\\d)';

const rule =
  (category: SafetyCategory, negated = false) =>
  (source: string, unless?: string): SafetyRule => ({
    category,
    pattern: compile(source),
    negated,
    ...(unless ? { unless: compile(unless, '') } : {}),
  });
/** Both must appear somewhere in the message, in any order. */
const together = (first: string, second: string) => `^(?=.*\\b(?:${first})\\b).*\\b(?:${second})`;
/** Foods children say they would rather die than eat. */
const food =
  '(?:broccoli|sprouts?|brussels sprouts?|peas|carrots?|mushrooms?|spinach|cabbage|fish|vegetables|veg|veggies|greens|olives|liver|beans|cauliflower|tomato(?:es)?|onions?|celery|salad|cheese|eggs|porridge|soup|school dinners?)';
const fiction = 'in the (?:book|story|movie|film|show|cartoon|game|video)|on tv|in my dream';
/** "dad beat me at chess": beaten at a game, not beaten. */
const wonAGame = `beat (?:me|us) at (?!home|night|bedtime|${place})`;

const selfHarm = rule('selfHarm');
const selfHarmNegated = rule('selfHarm', true);
const abuse = rule('abuse');
const abuseNegated = rule('abuse', true);
const secrets = rule('secrets');
const secretsNegated = rule('secrets', true);
const romance = rule('romance');
const personalInfo = rule('personalInfo');
const weapons = rule('weapons');
const drugs = rule('drugs');
const bullying = rule('bullying');
const bullyingNegated = rule('bullying', true);
const emergency = rule('emergency');
const emergencyNegated = rule('emergency', true);
const medical = rule('medical');
const medicalNegated = rule('medical', true);

/** Inflected forms children misspell most, so spelling correction can reach them. */
export const extraVocabulary = [
  'hitting',
  'punching',
  'kicking',
  'slapping',
  'bullied',
  'bullying',
  'suicide',
  'touching',
  'touched',
  'secret',
  'stranger',
  'strangers',
  'breathe',
  'bleeding',
  'swallowed',
  'password',
  'address',
  'girlfriend',
  'boyfriend',
  'disappear',
  'everyone',
  'everybody',
  'nobody',
  'knife',
  'weird',
  'scared',
  'pictures',
  'picture',
  'private',
  'someone',
  'somebody',
  'because',
  'really',
  'myself',
  'anymore',
  'alive',
  'never',
  'forever',
  'cigarette',
];

/** What the child says, in the order a safeguarding lead would act on it: the first category that matches wins. */
export const childRules: SafetyRule[] = [
  // Self-harm and suicide, including the indirect ways children say it.
  selfHarm(
    '(?:kill|hurt|cut|harm|stab|hang|drown|poison|strangle|choke|punish|starve|burn|scratch|hit|bite|hate)\\w* (?:myself|my self)',
  ),
  selfHarm('(?:want|wish|wanna|please|beg) _ (?:kill|hurt|end) me'),
  selfHarm('suicid\\w*|suicide|self harm\\w*|end (?:it all|my life|everything)|take my (?:own )?life|overdose'),
  selfHarm(
    `(?:want|wish|wanna|going|try|trying|plan|think|thinking|rather|ready|like) (?:about |of )?(?:to )?(?:die|be dead|dying|not exist|not be here|disappear forever|vanish forever|go away forever|stop existing|be gone)`,
  ),
  selfHarm(`wish (?:i|that i) (?:is|be|was|were|am) ${die}`),
  selfHarm(
    'wish (?:i|that i) (?:is|was|were|be) never (?:bear|born|bore)|wish i (?:never|had never) (?:exist|be born|born)|wish (?:i|that i) did not exist|should never (?:have been|be) born',
  ),
  selfHarm(
    `(?:good|better|happier|happy|easier) (?:off )?(?:without me|if i (?:is|was|were|be) ${die}|if i die|when i am gone)`,
  ),
  selfHarm(
    `(?:nobody|no one|no body|not anyone) _ (?:care|miss me|miss|notice|cry|be sad) _ (?:if|when) (?:i|me) _ (?:die|disappear|gone|dead|not here|not alive|never come back)`,
  ),
  selfHarm(
    `(?:if|when) i (?:die|disappear|is gone|was gone|am gone|was dead|is dead|am dead|am not here|is not here|was not here) _ (?:nobody|no one|everyone|everybody|anyone|would|care|miss|happy|notice)`,
  ),
  selfHarmNegated(
    `(?:do not|does not|did not|not|never|no longer) (?:want|wish|like|wanna) to (?:live|be alive|be here|exist|wake up|be born|keep going|be me|go on)`,
    // Not wanting to wake up early is a lie-in.
    'wake up (?:early|so early|at (?:five|six|seven|\\d)|for school)',
  ),
  selfHarmNegated(
    '(?:not|never) (?:going to )?wake up (?:again|tomorrow|ever|anymore|in the morning)|(?:hope|wish|want) (?:i|to) (?:do not|will not|never|not) wake up',
  ),
  selfHarmNegated(
    '(?:no|not any|nothing to|no point|no reason to) (?:reason to )?(?:live|living|be alive|point in living|point living)|nothing to live for|life is not worth|not worth living|no point (?:in )?(?:living|being alive|anymore)',
  ),
  selfHarm(
    '(?:tired|sick) of (?:living|being alive|life|be alive|live|being me)|hate my life|hate myself|hate being alive',
  ),
  selfHarm(
    `(?:sleep|go to sleep|fall asleep) (?:forever|and never wake|and not wake)|disappear (?:forever|for good|for ever)|stop existing|not exist anymore|be gone forever|gone for good`,
  ),
  selfHarm(
    '(?:want|wish|wanna) (?:to )?(?:disappear|vanish|go away|fade away)(?: forever| for good| from everyone| and never come back)?$',
  ),
  selfHarm(
    `(?:want|wish|wanna|ready) to (?:go|be) (?:to|in|with) (?:heaven|\\w+ in heaven)|join (?:grandma|grandpa|\\w+) in heaven`,
  ),
  selfHarm(
    `(?:cut|cutting|scratch|scratching|carve|pinch|bang|hit|burn|pull) (?:on )?(?:my|mine) (?:arm|arms|wrist|wrists|leg|legs|skin|hair|head|thigh|thighs) _ (?:till|until|so|blood|bleed|hurt|on purpose|again)`,
  ),
  selfHarm(
    '(?:on purpose|to feel better|to punish) _ (?:cut|scratch|hurt|hit|bang|burn)|(?:cut|scratch|hurt|hit|bang|burn) _ on purpose',
  ),
  selfHarm(
    `jump (?:off|from|out) (?:of )?(?:a|the|my)? ?(?:bridge|building|roof|window|balcony|cliff|tower) _ (?:die|end|never|so i|gone)`,
  ),
  selfHarm(
    `how (?:many|much) ${pills} _ (?:die|dead|not wake|never wake|sleep forever|kill)|(?:give|give away|gave|gave away) (?:all )?my (?:toys|stuff|things) _ (?:need|want) them`,
  ),
  selfHarm(
    `(?:i am|i is|i feel like) (?:a|such a) (?:burden|mistake|waste)|everyone (?:would be|will be|is) (?:better|good|happier|happy) without me|world (?:would be|is) (?:better|good) without me`,
  ),
  selfHarm(
    `(?:want|wanna|wish|going|go) to (?:jump|fall) (?:off|from|in front of) _ (?:and|so i) (?:die|never)|in front of a (?:car|train|bus|truck)`,
  ),

  selfHarm(
    `(?:goodbye|good bye|last) (?:letter|note|message) _ (?:family|mom|dad|everyone|parents|forever|hid|hide)|(?:i will|i would|i could|maybe i|i want to|i wish i could|i just want to|i wanna) _ (?:fade away|disappear|vanish|stop existing|be gone)(?! (?:like|in hide|behind|under|into|from the))`,
  ),
  selfHarm(
    `cut (?:my|mine) (?:arm|arms|leg|legs|wrist|wrists|skin|tummy|thigh|thighs) _ (?:where|so|nobody|no one|on purpose|again|hide|sharp|blade|razor|sharpener)|(?:sharpener|blade|razor|scissors|glass) __ (?:cut|scratch) (?:my|myself)`,
  ),
  selfHarm(
    `want (?:it all|everything|all of it|my life|life) to (?:end|stop|be over)|make (?:everything|it all) stop|life is (?:pointless|meaningless|worthless|over|not worth)|(?:i am|i is|i feel) (?:worthless|so worthless)`,
  ),
  selfHarm(
    `(?:cut|scratch|hurt|hit|bang|burn|pinch|punch|slap) __ on purpose(?! (?:to make|for a joke|as a joke))|(?:pinch|slap|punch|bang|scratch)\\w* (?:myself|my self)|(?:not see|no|what is the|there is no) (?:the |any )?point (?:in|of) (?:living|live|being alive|life|me|anything)`,
  ),
  selfHarm(
    `(?:walk|run|step|jump) (?:into|in front of|onto) (?:the )?(?:road|traffic|car|train|bus|truck) __ (?:stop|end|die|never|gone|hit me)`,
  ),

  selfHarm(
    `(?:vanish|disappear|go away|fade away|float away|be gone|not be here|not exist|stop being here|sleep) (?:for good|forever|for ever|and never come back|and not come back|and never wake up|and not wake up)|(?:never|not) (?:be )?(?:here|around) (?:for|on|at) my (?:birthday|next birthday)|(?:will not|won't|do not|don't) need (?:my |them |it |any )?(?:toys|things|stuff|clothes|them|it) _ (?:anymore|soon|after)|(?:want|wish|wanna) (?:to )?(?:be|was|were) (?:never born|invisible forever|gone for good)|nobody would (?:care|notice|miss me)|(?:nobody|no one) (?:would|will) (?:even )?(?:cry|come|be sad) (?:at|to) my funeral|everyone (?:would|will) be (?:better|happier|glad)`,
  ),
  selfHarm(
    `(?:not|never|no) (?:want|wanna) to (?:be alive|be here|live) (?:anymore|any more)|(?:hurt|hurting|cut|cutting|hit|hitting|bite|biting|scratch|scratching|punch|punching|bang|banging) (?:my|myself|my own) (?:arm|arms|leg|legs|head|wrist|wrists|skin|self) _ (?:on purpose|when i am sad|when i am upset|when i am angry|to feel|so it hurts|because|cuz|again)`,
  ),

  // Physical or sexual abuse.
  abuse(
    `(?<!baby )${adult} _ (?:${hit}) (?:me|us|my (?:face|head|arm|arms|leg|legs|back|tummy|body|neck|hair))\\b(?! (?:in|on) (?:the game|minecraft|fortnite|roblox|a game))`,
    `${fiction}|${wonAGame}`,
  ),
  abuse(
    `(?:mark|marks|bruise|bruises|cut|cuts|burn|burns) (?:from|that) (?:my )?(?:${kin}|him|her|he|she)|(?:wear|hide|cover) _ (?:sleeve|sleeves|bruise|bruises|mark|marks) _ (?:see|notice|know|ask)`,
  ),
  abuse(
    `(?:put|puts|stick|sticks|putting) (?:his|her|their) (?:hand|hands|finger|fingers) (?:in|into|down|inside|under|up) (?:my )?(?:pants|underwear|undies|knickers|clothes|shirt|pajamas|top|privates|skirt|dress)|(?:want|wants|make|makes|made|ask|asks|asked|tell|tells|told) me (?:to )?touch (?:him|her|his|their|them)`,
  ),
  abuse(
    `(?:have to|has to|got to|told me to|tell me to|supposed to|must|make me|made me) (?:say|tell|lie) __ (?:fell|fall|walk into|walked into|accident|bump|door|stairs|bike)`,
  ),
  abuse(
    `(?:${kin}|he|she|they) __ (?:say|said|says|tell|told|tells|make|made|makes) (?:me )?(?:to )?(?:say|tell|lie|pretend)\\b __ (?:fell|fall|tripped|trip|walk into|walked into|accident|bump|bumped|door|stairs|bike|football|playground|sport|pe|trampoline|slipped|ran into|the dog|the cat)|(?:if|when) (?:anyone|anybody|teachers?|the teacher|people|someone|the nurse|the doctor) (?:ask|asks|asked)\\b __ (?:say|tell|said|told)\\b`,
  ),
  abuse(
    `(?:nobody|no one|never|not) _ (?:give|gives|feed|feeds|make|makes|cook|cooks) (?:me )?(?:food|dinner|breakfast|lunch|meal|anything to eat)|eat (?:stuff |food |things )?(?:out of|from) the (?:bin|trash|garbage)|(?:give|gives) (?:food|dinner) to (?:my )?\\w+ _ not me`,
  ),
  abuse(
    `(?:${hit}) me (?:with|until|till) (?:a|his|her|the|their)? ?(?:belt|stick|shoe|spoon|hand|fist|hanger|cable|wire|slipper)`,
  ),
  abuse(
    `(?:get|got|gets|have|has|give me|gives me|leave|leaves) (?:a )?(?:bruise|bruises|mark|marks|cut|cuts|black eye) _ (?:${kin}|he|she|they|when|because|angry|mad|drunk)`,
  ),
  abuse(
    `(?:${kin}|he|she|they) _ (?:angry|mad|drunk|cross|furious) _ (?:bruise|bruises|hit|hurt|throw|smack|squeeze|lock|scream at me|grab)`,
  ),
  abuseNegated(
    `(?:${kin}|he|she|they|someone|somebody) _ (?:touch|touches|touched|rub|feel|kiss) _ (?:${privates}|where my swimsuit|under my|me in a (?:bad|wrong|weird|funny|private) (?:way|place|spot))`,
  ),
  abuse(
    `(?:touch|touches|touched|touching|rub|rubs) (?:me|my) _ (?:${privates}|where my swimsuit|under my (?:clothes|shirt|pajamas|pants|underwear)|in a (?:bad|wrong|weird|funny|secret) (?:way|place|spot))`,
  ),
  abuse(
    `(?:touch|touches|touched|touching) me _ (?:weird|uncomfortable|funny|do not like it|not like it|scary|hurt|at night|in bed|bad)|bad touch|(?:make|makes|made) me touch (?:his|her|their)`,
  ),
  abuse(
    `(?:make|makes|made|told|tell|tells) me (?:to )?(?:take|took) (?:off )?(?:my|all my) (?:clothes|pants|shirt|top|pajamas|underwear)|(?:show|shows|showed) me (?:his|her|their) (?:${privates}|body|willy|bits|thing)`,
  ),
  abuse(
    `(?:show|shows|showed|send|sends|sent) me (?:picture|pictures|video|videos|photo|photos) (?:of )?(?:naked|nude|people with no clothes|with no clothes)|(?:sit|sits|sat) on (?:his|her) lap _ (?:weird|uncomfortable|funny|scary|do not like|not like|secret)`,
  ),
  abuse(
    `(?:come|comes|came|get|gets|got) (?:in|into) (?:my|to my) (?:bed|room|bedroom) (?:at night|when everyone|and)`,
  ),
  abuse(
    `(?:lock|locks|locked|shut|shuts) me (?:in|out|up|inside)|(?:get|got|am|is|be) (?:lock|locked) (?:in|up|out)|(?:do not|does not|did not|never|will not|wont) (?:give|feed|let) me (?:any )?(?:food|eat|dinner|breakfast|lunch|anything to eat|water)|not (?:allow|allowed) to eat|no food (?:at home|in the house|for days)|(?:starve|starves|starving) me`,
  ),
  abuse(
    `(?:scared|afraid|frightened|terrified|scare) (?:of|to go|to be) (?:my|home|around my) ?(?:${kin}|home|house)?|(?:scared|afraid) to go home|(?:scared|afraid) when (?:my )?${kin} (?:come|comes|get|gets|is) home`,
  ),
  abuse(
    `(?:${kin}|he|she) _ (?:throw|throws|threw) (?:things|stuff|plates|chairs|a chair|shoes) at me|abuse|abusing|abused|molest\\w*|rape|raped|beat me up at home`,
  ),
  abuseNegated(
    `(?:${kin}|he|she|they) (?:say|said|says|tell|told) _ (?:our|a|the) (?:special|little) (?:secret|game)|(?:special|secret) (?:game|touch|cuddle)s? (?:with|that) (?:my|his|her|${kin})`,
  ),
  abuse(
    `(?:${kin}) (?:is|get|gets|be) (?:drunk|angry|mad) _ (?:hurt|hit|shout|scream|break|throw)|(?:hurt|hurts|hurting) me (?:really|so|very)? ?(?:bad|badly|a lot|every day|when)`,
  ),

  // Medical emergencies come before drugs: a child who already swallowed something needs help now.
  medical(
    `(?:swallow|swallowed|ate|eat|drank|drink|drunk|eaten|lick|licked|chew|chewed|bite into|bit into) _ ${poison}`,
  ),
  medicalNegated(
    `(?:can not|cannot|could not|can't|hard to|trouble|struggle to|struggling to|not|stop|stopped) (?:breathe|breathing|breath|catch my breath)`,
    'laugh\\w*|joke|funny|running|race|swimming|underwater',
  ),
  medicalNegated(
    `(?:will not|won't|would not|does not|did not|can not|not) (?:wake up|waking up|respond|responding|answer me|move|moving|breathing)|(?:on the|on her|on his) (?:floor|ground) _ (?:not moving|will not|can not|not wake|not breathing|not talking|blood|bleeding)`,
  ),
  medical(
    `(?:faint|fainted|pass out|passed out|collapse|collapsed|unconscious|knock out|knocked out|seizure|seizures|fit and|convulsion|heart attack|(?:a|having a|had a) stroke|choking|is choke|can not stop cough|turning blue|turn blue|lips are blue|lip is blue)`,
  ),
  medicalNegated(
    `(?:bleed|bleeding|blood) _ (?:a lot|lots|lot|deep|everywhere|so much|will not stop|not stop|wont stop|loads|heaps|really bad|badly)|(?:will not|won't|does not|not) stop (?:bleed|bleeding)`,
  ),
  medical(
    `(?:allergic|allergy|allergies|epipen|epi pen) _ (?:ate|eat|eaten|throat|breathe|swollen|swell|itchy|rash|lip|lips|face|sting|bite)|(?:throat|tongue|lip|lips|face) (?:feel|feels|is|are|gone|go|get|getting) (?:funny|tight|swollen|swell|closing|puffy|big)`,
  ),
  medical(
    `(?:throw|threw|throwing|vomit|vomiting|cough|coughing|spit|spitting|pee|peeing|poop|pooping) (?:up )?blood|(?:broke|broken|break) (?:my|his|her) (?:arm|leg|bone|wrist|ankle|neck|back)|hit (?:my|his|her) head _ (?:bleed|blood|dizzy|sleepy|sick|hard|really|bad)`,
  ),
  medical(
    `(?:chest|heart) (?:hurt|hurts|pain|pains|is hurting)|(?:need|call|get) (?:an )?ambulance|(?:drown|drowning)|burn\\w* (?:myself|my (?:hand|arm|leg|face|finger)) _ (?:bad|blister|really|stove|oven|kettle|iron|boiling)`,
  ),
  medical(
    `(?:really|so|very|super) (?:bad|badly|much) (?:tummy|stomach|belly|head) ?(?:ache|pain|hurt)|(?:hurt|hurts|pain|ache|aches)\\w* (?:really|so|very|super) (?:bad|badly|much) _ (?:throw|threw|sick|blood|can not|cannot|cry|crying)|fever _ (?:really|so|very) (?:high|hot)|(?:very|really|super) (?:high|hot) fever`,
  ),
  medical(
    `(?:i|he|she|we) (?:think|feel like) (?:i|he|she|we) (?:am|is|are) (?:going to|gonna) die|(?:dog|snake|spider) (?:bite|bit) (?:me|him|her) _ (?:bleed|blood|swell|swollen|hurt)`,
  ),

  medical(
    `(?:he|she|mom|dad|grandma|grandpa|grandpa|brother|sister|friend|baby) (?:can not|cannot|could not|is not able to) (?:talk|speak|breathe|move|stand|wake)|hold\\w* (?:his|her|their) (?:chest|heart)|floppy|limp and|(?:will not|won't) (?:drink|eat) anything`,
  ),
  medical(
    `(?:bang|hit|bump|smack|fell on)\\w* (?:my|his|her) head __ (?:hard|bad|blurry|dizzy|sick|bleed|blood|sleepy|throw)|everything is blurry|eyes? (?:rolled|roll|rolling) back|shak\\w* all over|having a fit|diabet\\w* __ (?:confused|sweaty|shaky|sleepy|weird|funny|low|sugar)|confused and (?:sweaty|shaky|pale)`,
  ),
  medical(
    `(?:bent|bend|twisted|pointing) (?:the )?wrong way|bone (?:sticking|poking) out|lips? (?:is |are )?(?:go|going|turn|turning|gone) blue|(?:face|skin) (?:is |are )?(?:go|going|turn|turning) (?:blue|grey|gray)|(?:loads|lots|load|lot|a lot|so much|tons) of blood|blood everywhere`,
  ),
  medical(
    `(?:face|mouth|smile) (?:is )?(?:droopy|drooping|droop|lopsided)|one side of (?:her|his|my) (?:face|body)|slurr\\w*|(?:drink|drank|ate|eat|swallow)\\w* (?:the )?(?:stuff|something|liquid|bottle) (?:from )?under the sink|(?:drink|drank|ate|swallow)\\w* __ cleaning (?:stuff|liquid|spray|product)`,
  ),

  medical(
    `(?:fell|fall|fallen|falls|jumped|slipped|went) (?:in|into|under) (?:the )?(?:pool|river|lake|pond|water|sea|canal|bath) __ (?:not coming up|not come up|under|can not swim|cannot swim|not moving|help|not breathing)|blood (?:is |keeps )?(?:squirt|spurt|gush|pour|pump|spray|shoot)\\w*|(?:drank|drink|ate|eat|swallow|swallowed|licked|sipped)\\w* __ (?:from|in|out of) (?:a|the|an|my) (?:bottle|jar|can|tub) __ (?:garage|shed|sink|cupboard|under)|(?:mouth|throat|tummy|stomach) (?:is |feels? )?(?:burn|burning|burns|on fire)`,
  ),

  // A rash that does not fade with a fever is a sign of meningitis; an inhaler used again and again not helping is a
  // serious asthma attack; someone else's medicine is never safe to take.
  medicalNegated(
    together(
      '(?:fever|temperature|temp|really hot|boiling|headache|head ache|stiff neck|poorly|sick)',
      '(?:purple|dark red|red) (?:[a-z]+ ){0,2}(?:dots|spots|rash|blotches|marks)|(?:rash|spots|dots|blotches) __ (?:not|never) (?:go away|fade|disappear)',
    ),
  ),
  medicalNegated(
    `inhaler __ (?:\\d+|ten|eleven|twelve|fifteen|twenty|loads of|lots of|so many|a million) times|inhaler __ (?:not|is not|does not) (?:help|helping|work|working)`,
  ),
  medical(
    `(?:give|gave|gives|giving) me (?:some )?(?:of )?(?:his|her|their) (?:[a-z]+ )?(?:antibiotics|pills|tablets|meds|medicine|medication)|(?:take|took|taking|had|have) (?:some of )?(?:my )?(?:friend|sister|brother|cousin|mom|mum|dad|nan|grandma|grandpa)(?:'s|s)? (?:[a-z]+ )?(?:antibiotics|pills|tablets|meds|medicine|medication)`,
  ),

  // A stranger, being alone or lost, a fire or an intruder.
  emergency(
    `(?:${stranger}) (?:${unknown} )?_ (?:knock|knocking|bang|banging|ring|ringing|at|outside|try|trying) (?:on |at )?(?:the|my|our) (?:door|window|gate)`,
  ),
  emergency(
    `(?:knock|knocking|bang|banging|ring|ringing) (?:on|at) (?:the|my|our) (?:door|window) _ (?:alone|stranger|do not know|scared|no one|nobody|not home)`,
  ),
  emergencyNegated(
    `(?:home )?alone _ (?:stranger|man|someone|somebody|knock|door|window|noise|scared|dark|night|no one|nobody)|(?:home alone|by myself at home|alone at home|alone in the house)(?! movie| film)`,
  ),
  emergency(
    `(?:stranger|strange man|strange lady|${unknown}) _ (?:follow|talk|ask|want|car|van|door|window|grab|touch|take|took|offer|get in|come with|candy|sweet|puppy|home|house|outside|park|garden|yard|room)`,
  ),
  emergency(
    `(?:someone|somebody|a man|a person|a stranger|a guy|a lady|people) _ (?:break|breaking|smash|smashing|open|opening|try to open|trying to open) _ (?:window|door|lock|gate)|(?:someone|somebody|a man|a person|a stranger|a guy|people) (?:is |are )?(?:in|outside|inside) (?:our|my|the) (?:garden|yard|house|room|kitchen|window|backyard|home|bedroom|flat|apartment)`,
  ),
  emergencyNegated(
    `smell (?:burn|burning|smoke|gas|fire)|(?:smoke|fire|flame|flames) (?:come|coming|comes) (?:from|out)`,
  ),
  emergency(
    `(?:man|guy|lady|woman|person|someone|somebody|people|car|van|truck|he|she|they) _ (?:follow|follows|following|followed) (?:me|us)|(?:${unknown}) (?:man|guy|lady|woman|person)`,
  ),
  emergency(
    `(?:get|got|climb|come) (?:in|into|with) _ (?:car|van|truck)(?: with)? _ (?:stranger|man|guy|lady|woman|${unknown}|candy|puppy|sweets)|(?:ask|asked|tell|told|want|wants|wanted) me to (?:get in|come with|go with) (?:him|her|them|his car|their car)|(?:offer|offered) me (?:candy|sweets|a ride|a lift|a puppy)`,
  ),
  emergency(
    `(?:try|trying|tried) to (?:get|break|climb|come) (?:in|into) (?:the|my|our) (?:house|home|window|door|room|flat|apartment)|(?:burglar|intruder|robber)s? _ (?:in|inside|outside|at|break|breaking|broke) _ (?:house|home|our|my|window|door|flat)|(?:break in|broke in)|someone in (?:our|my|the) (?:house|garden|yard|kitchen|room)`,
  ),
  // Someone nearby crying out for help now: the child may be the only one who heard.
  emergency(
    `(?:scream|screaming|shout|shouting|yell|yelling|cry|crying|call|calling) (?:out )?(?:for )?help(?! (?:with|me with|on))`,
  ),
  emergencyNegated(
    `(?:there is|there are|i see|i smell|i can smell|lots of|so much|full of|smell of|smell like) (?:smoke|fire|flame|flames|gas|burning)|(?:house|kitchen|room|building|apartment|flat|car|oven|stove|garage|bed|curtain|curtains) (?:is |are )?(?:on fire|burning|full of smoke)|(?:fire|smoke) (?:in|coming from|coming out of) (?:the|my|our)|(?:smoke|fire) alarm _ (?:going off|beep|beeping|ring|ringing) _ (?:smoke|fire|alone|no one|nobody|scared)`,
  ),
  emergencyNegated(
    `(?:i am|i is|i get|i got|we is|we are|i am so) (?:lose|lost)(?! (?:my|a|the|in (?:the |a |my )?(?:game|maze|corn|book|story|movie|film|music|thought|thoughts|daydream)))|(?:can not|cannot|can't|could not) find (?:my )?(?:mom|dad|parents|family|grandma|grandpa|teacher|brother|sister|way home|the way home)|(?:lose|lost) (?:my )?(?:mom|dad|parents|family|grandma|grandpa|teacher) (?:in|at)|separated from my`,
  ),
  emergency(
    `(?:mom|dad|parents|grandma|grandpa|babysitter|nobody|no one) _ (?:did not|has not|have not|never|not) (?:come|came|pick me up|picked me up|home|back)|(?:mom|dad|parents) (?:left|leave) me _ (?:alone|and|by myself|in the car|at)`,
  ),
  emergency(
    `(?:call|calling|phone|ring) (?:${emergencyNumber})|help me (?:please|now|quick|hurry|right now)|(?:please|someone|somebody) help (?:me )?(?:now|quick|please|hurry)|(?:tornado|flood|earthquake|hurricane|wildfire|fire) (?:is )?(?:coming|here|now|happening|outside|in our)`,
  ),

  emergency(
    `burning smell|smell (?:of |like )?(?:burning|smoke|gas)|(?:do not|don't) know where i (?:am|is)|(?:wrong|lost) (?:stop|bus|train)|(?:can not|cannot|could not) find (?:my|the) way|(?:can not|cannot|could not) find my (?:[a-z]+ )?(?:mom|dad|parents|family|grandma|grandpa|teacher|brother|sister|baby|way home)`,
  ),
  emergency(
    `(?:${unknown}) __ pick me up|(?:mom|dad) (?:send|sent|said) (?:her|him|them|you) to (?:pick me up|get me|collect me)|spark\\w* (?:come|coming|from|out)|water (?:pour|pouring|coming|come) (?:through|from|down) the (?:ceiling|wall|roof)|door (?:is )?(?:wide )?open _ (?:scared|alone|did not|nobody|no one)`,
  ),
  emergency(
    `(?:man|guy|lady|woman|stranger|person|someone|somebody) __ (?:ask|asks|asked|want|wants|told|tells) me to (?:come|go|get|help|follow|look)`,
  ),
  emergency(
    together(
      '(?:hear|heard|see|saw) (?:someone|somebody|a man|a person|people|footsteps|a noise|noises|steps)',
      'alone|(?:parents?|mom|dad|everyone|grown ?ups?) (?:is|are) (?:out|not home|not here|away|gone out|asleep)',
    ),
  ),

  emergency(
    `water (?:is )?(?:coming|come|pouring|pour|getting|rising) (?:in|into|up) _ (?:house|home|room|knees|stairs)|(?:pan|pot|stove|oven|toaster|microwave|candle|curtain|curtains|bin) __ (?:flame|flames|fire|burning|smoke|smoking)|(?:someone|somebody|a man|a person|people) _ (?:walking|walk|standing|stand|looking|look) (?:around )?(?:outside|in|at|through) (?:my|our|the) (?:window|door|garden|yard|house)`,
  ),

  // Secrets from parents, grooming, meeting in person.
  secretsNegated(
    `(?:do not|don't|never|not) (?:tell|say|show) (?:anything |this |it |about (?:it|this|him|her|them) )?(?:to )?(?:my|your|the|any|our)? ?(?:mom|dad|parents|parent|grown ?ups?|grownups|teacher|anyone|anybody|nobody|family|adult|adults|grandma|grandpa)`,
    'password|passcode|pin|surprise|present|gift|birthday|party|crush|diary',
  ),
  secretsNegated(
    `(?:told|tell|tells|say|said|says|ask|asked|make|made) (?:me )?(?:not to|to not|to never|never to|to keep|promise not to) (?:tell|say|keep)|(?:promise|promised) (?:not to|to not|never to) tell`,
  ),
  secrets(
    `(?:hide|delete|clear|erase)\\w* _ (?:message|chat|text|picture|photo|history|app|search|account)\\w* _ (?:from|so|before) _ (?:mom|dad|parents|parent|grown ?ups?|family|teacher|not see|not find|not know)|(?:video call|call|chat|talk|meet|message|text|send|facetime) _ (?:in secret|secretly)`,
  ),
  secrets(
    `keep (?:a|this|it|our|my|the|his|her|their|some|one|that)? ?(?:big |little |special )?secret(?! (?:surprise|party|present|gift|birthday|handshake|recipe|club|base|code|hideout|den|fort))`,
  ),
  secrets(
    `secret _ (?:from|without) _ (?:mom|dad|parents|parent|grown ?ups?|family|teacher)|(?:without|behind) (?:my|your) (?:mom|dad|parents|parent|family|grown ?ups?) _ (?:know|knowing|back|find out|seeing)|(?:mom|dad|parents|grown ?ups?) (?:can not|cannot|must not|should not|will not|mustn't|can't|never) (?:know|find out|see|hear)`,
  ),
  secrets(
    `(?:our|a|my|his|her) (?:special|little|big)? ?secret (?:friend|boyfriend|girlfriend|game|chat|meeting|place)|(?:hide|hiding|delete|deleting) (?:it|this|the (?:messages|chat|chats|pictures|photos)|our (?:messages|chat)) (?:from|so|before) _ (?:mom|dad|parents|grown ?ups?|nobody|no one|anyone)`,
  ),
  secrets(
    `(?:want|wants|wanted|ask|asks|asked|tell|tells|told|beg|begs|beg|keep asking|keeps asking) (?:me )?(?:to )?(?:send|show|take|post) _ (?:${picture}|camera|cam|webcam)|(?:send|sent|show|showed) (?:him|her|them|someone|a man|a guy|my online) _ ${picture}`,
  ),
  secrets(
    `${picture} (?:of )?(?:me|myself|my body|my legs|my feet)(?! (?:and my|with my|at the|in the park|on holiday|drawing|painting))|${picture} (?:in|wearing|without) (?:my )?(?:pajamas|underwear|undies|bath|bathing suit|swimsuit|swim suit|nightie|clothes|top|shirt|bikini)|(?:take|took|taking) (?:off )?my (?:top|shirt|clothes|pants) (?:off )?(?:on|for) (?:camera|cam|video|webcam|him|her)`,
  ),
  secrets(
    `(?:meet|meeting|met) (?:up |you |me |him |her |them )?(?:in real life|in person|for real|face to face|offline|irl)|(?:can|could|should|shall|will|let us|let's|lets|want to|wanna|please) (?:we |you |i )?(?:meet|meet up|see each other)\\b(?! (?:in the game|online|here|in the app))`,
  ),
  secrets(
    `(?:${online}|online friend|internet friend) _ (?:want|wants|wanted|ask|asks|asked|said|says|say|tell|told) (?:me )?(?:to )?(?:meet|see me|come|visit|my address|where i live|my number|a picture|a photo|pic|picture|not to tell|to keep|my age)|(?:${online}) (?:friend|boyfriend|girlfriend|person|man|guy|stranger|player)s? _ (?:meet|come|gift|present|robux|money|secret|picture|photo|address|older|age|grown|adult)`,
  ),
  secrets(
    `(?:met|meet|know|chat|talk|talking|chatting) (?:to |with )?(?:someone|a man|a guy|a person|a boy|a girl|an adult|a grown ?up) (?:on|in|from) (?:the |a )?(?:${online})|(?:give|gives|gave|buy|buys|bought|send|sends|sent|offer|offered|promise|promised) me (?:free )?(?:robux|v bucks|vbucks|gift cards?|skins|gifts|presents|money|a phone|a new phone) _ (?:if|for|secret|picture|photo|tell|meet)`,
  ),
  secrets(
    `(?:he|she|they) (?:say|said|says|tell|told) _ (?:he is|she is|they are|he was|she was) (?:12|13|11|10|14|15|my age|a kid|a child)(?: but)|(?:older|grown ?up|adult|big) (?:boy|girl|man|guy|person) (?:online|in (?:the )?game|on the app)`,
  ),

  secrets(
    `(?:say|said|says|tell|told|call|calls) _ (?:our|a|his|her) (?:little |special |big )?secret|just between (?:us|you and me|me and him|me and her)|between you and me|(?:special|secret) (?:grown ?up|adult|older) friend|our (?:chat|chats|messages|talks) (?:is|are) (?:private|secret)|just for us`,
  ),
  secrets(
    `(?:turn on|switch on|open|put on|go on) (?:my |the |your )?(?:camera|cam|webcam|video call|facetime)|take (?:my|your) (?:top|shirt|clothes|pants|pajamas|dress) off|owe (?:him|her|them) (?:a )?(?:video|picture|photo|pic|selfie|favou?r)`,
    'with (?:my )?(?:mom|dad|grandma|grandpa|family)|(?:mom|dad) (?:said|says|lets)',
  ),
  secrets(
    `if i tell (?:my|your|anyone|anybody|mom|dad|parents|a grown)|secret (?:account|profile|phone|app|email)|(?:so|because) (?:my )?(?:mom|dad|parents?) (?:do not|does not|will not|can not|never|won't) (?:know|find out|see)`,
  ),
  secrets(
    `(?:say|said|says|told|tell|want me to|wants me to|asked me to) _ delete|(?:want|wants|ask|asks|asked) (?:for )?(?:my )?(?:snapchat|number|phone number|address|whatsapp|instagram|insta|discord|email|skype|location)|(?:gift card|robux|v bucks|vbucks) _ (?:if|for|owe|secret|picture|photo|video|send)`,
  ),
  secrets(
    `(?:video call|call|chat|meet|come over|sneak out|talk|visit) __ (?:when|while) (?:my )?(?:mom|dad|parents?) _ (?:asleep|sleep|out|not home|not looking|away|at work)|(?:asked|asks|ask|wants to know|want to know) (?:me )?(?:what i look like|where i live|which school|my school|how old i am|if i am alone|if my parents)|send (?:a |me |him |her |them )?(?:selfie|selfies)`,
  ),
  secrets(
    `(?:${online}|online friend|internet friend|online bestie|online bff) __ (?:pick me up|come get me|come to my|visit me|my school|my house|where i live|video call|in real life)`,
  ),

  // Where the child is right now, or when they are alone: what someone could use to find them.
  personalInfo(
    together(
      `(?:i am|i'm|im|we are|me and my \\w+ (?:is|are)) (?:at|in|outside|inside|near|by|on) (?:the |a )?(?:[a-z']+ ){0,4}(?:shop|shops|store|supermarket|mall|market|park|playground|library|station|street|road|lane|avenue|corner|car park|parking lot|tesco|asda|walmart|target|mcdonalds|cafe|pool|bus stop|beach|field|woods)|(?:i am|i'm|im|we are) (?:home )?(?:alone|by myself|on my own) (?:at home |in the house )?(?:until|till|untill|til) `,
      `right now|now|by myself|on my own|alone|(?:mom|dad|parents?|grandma|grandpa|babysitter|everyone) (?:is|are|go|went|gone|left|at|in)|(?:until|till|untill|til) (?:\\d|six|five|seven|eight|four|three|tonight|later|mom|dad)`,
    ),
  ),
  personalInfo(aloneAtHomeWhen),
  personalInfo(
    `(?:password|passcode|pin|login) (?:for|to|on|of) (?:my |the |our )?[a-z0-9]+ (?:is|=|it is|its)\\s+(?!(?:a )?secret|private)|(?:my|our) (?:house|home|front door|door|gate|garage) (?:code|key code|keypad|alarm code) (?:is|=)`,
  ),

  bullying(
    `only (?:let me )?(?:play|be friends?|talk|sit|hang out) with (?:me|them|us) if i (?:give|pay|do|bring|let)`,
  ),
  bullying(
    `(?:i|we|me and my friends) _ (?:push|pushed|shove|shoved|hit|kick|kicked|trip|tripped|punch|punched|slap|slapped) (?:a |the |this |that )?(?:smaller |little |new |younger |other )?(?:kid|boy|girl|classmate)|(?:tell|told|tells) (?:the|a|this|that) (?:new )?(?:kid|boy|girl) (?:that )?(?:nobody|no one|everyone hates|everybody hates)`,
  ),
  drugs(
    `(?:roll|rolls|rolled|rolling) (?:it |them )?up __ (?:paper|leaf|leaves) __ (?:light|lights|lit|smoke|smokes)|cough (?:syrup|medicine|mixture) __ (?:feel|floaty|high|funny|dizzy|cups|bottle|whole)`,
  ),
  personalInfo(`code (?:for|to|of) (?:our|my|the) (?:front |back )?(?:door|house|gate|alarm|garage|safe) (?:is|=)`),
  romance('s e x|s3x|seggs'),
  romance(
    `(?:${kin}|teacher|coach|instructor|man|guy|adult|grown ?up) _ (?:say|said|says|tell|told|tells) (?:me )?(?:that )?(?:i have|i have got|i got|my) (?:a |such a )?(?:really |very |so )?(?:nice|sexy|hot|cute|lovely|great|good|pretty|peachy) (?:bum|butt|bottom|body|legs|boobs|chest|lips|figure)`,
  ),

  // Romantic or sexual talk and role-play.
  romance(
    `(?:you|u) (?:are|is|be|can be|could be|will be|to be|would be|r|be my|play) _ my (?:girlfriend|boyfriend|wife|husband|valentine|lover|date|crush|babe|baby|sweetheart|bae)`,
  ),
  romance(
    `(?:be|become|play|pretend|act|roleplay|role play) _ (?:my|your) (?:girlfriend|boyfriend|wife|husband|valentine|lover|bae)|(?:pretend|play|act) _ (?:we are|we is|we be|we're) (?:married|dating|in love|kissing|boyfriend and girlfriend|girlfriend and boyfriend|husband and wife)`,
  ),
  romance(
    `(?:you|can|could|will|would|please|wanna|want to|let us|let's|lets|i want) _ (?:marry|date|kiss|cuddle|snuggle|make out with|french kiss|flirt with|go out with) (?:me|you)\\b|^(?:marry|kiss|date) me|play (?:boyfriend and girlfriend|girlfriend and boyfriend|husband and wife|wife and husband|kiss|kissing|kiss chase with you)|(?:will|would|can|could) you (?:marry|date|kiss|go out with) |go on a date|(?:in love with|crush on) (?:you|me)|love me like a (?:boyfriend|girlfriend|wife|husband)|(?:kiss|kissing) (?:on the lips|with tongue)`,
  ),
  romance(
    `\\b(?:sex|sexy|sexual|naked|nude|nudes|porn|porno|boobs|make out(?! of)|horny|hot pics|strip|stripping|undress|undressing)\\b|(?:show|see|look at) (?:me )?(?:your|my|their) (?:body|privates|private parts|naked)|(?:take off|without) (?:my|your) clothes`,
  ),
  romance('(?:you are|you is|you look|ur) (?:so )?(?:hot|sexy|cute and i want to kiss)|be (?:my|your) (?:bf|gf)'),
  romance("(?:think|say|said) (?:i am|i look|i'm|im) (?:hot|sexy)|(?:am i|do i look) (?:hot|sexy)"),

  romance(
    `(?:you are|you're|your|ur|you r|you) my (?:girlfriend|boyfriend|wife|husband|crush|valentine|lover|bae|babe|sweetheart)|(?:pretend|play|let us|lets|let's|roleplay|role play|can we) __ (?:in bed together|cuddl\\w*|kiss\\w*|married|dating|date|smooch\\w*|snuggl\\w*|husband and wife|boyfriend and girlfriend|girlfriend and boyfriend)|smooch\\w*`,
  ),
  romance(
    `how (?:do|does) (?:grown ups|people|adults|mom and dad|parents|you) make (?:a )?bab(?:y|ies)|(?:people|grown ups|adults) (?:doing|do) it|do it (?:with|to) me|condoms?|take (?:your|my|our) clothes off|take off (?:your|my) clothes`,
  ),

  // Weapons and dangerous acts.
  weapons(
    `(?<!${toy} )(?:gun|guns|pistol|rifle|shotgun)(?! (?:game|in the game|in minecraft|in fortnite|in roblox|show))`,
  ),
  weapons(
    `(?:make|build|making|building|how to make|how do you make|how do i make) (?:a |an )?(?:pipe |nail |petrol |smoke |real )?(?:bomb|bombs|explosive|explosives|grenade|dynamite|molotov|poison)|(?:stab|stabbing|stabbed|shoot|shooting|shot) (?:him|her|them|someone|somebody|people|my|a kid|kids|the teacher|everyone)`,
  ),
  weapons(
    `(?:hurt|kill|cut|attack|scare|hit|stab|threaten) (?:him|her|them|someone|somebody|people|my \\w+|a kid|kids|the \\w+) (?:with|using) (?:a |my |his |her |the )?${weapon}|(?:bring|brought|take|took|carry|carrying|hide|hid|found|find|have|got|play with|playing with|touch|touched|hold|holding|grab) (?:a |my |his |her |the |dad |mom |real |sharp |big )*(?:knife|knives|gun|guns|pistol|rifle|blade|razor|lighter|matches|bullets)(?! (?:to cut|for (?:cutting|dinner|cooking|the cake)|and fork|in the kitchen drawer with))`,
  ),
  weapons(
    `(?:kill|murder|hurt|shoot|stab|poison) (?:him|her|them|someone|somebody|people|my (?:brother|sister|mom|dad|teacher|friend|classmate|cat|dog)|a (?:kid|person|boy|girl)|the (?:teacher|kids|class|baby))\\b(?! (?:in|at|on) (?:the game|minecraft|fortnite|roblox))|how (?:do you|do i|to|can i) kill (?:a person|someone|somebody|people)`,
  ),
  weapons(
    `(?:start|make|light|set|lit|play with|playing with) (?:a )?(?:fire|fires|matches|lighter|candle|the curtains|the house)\\b(?! (?:drill|truck|fighter|station|place|pit with|with (?:my|our) (?:dad|mom|parents|family|grandpa)|in minecraft))|set (?:something|it|stuff|things|the \\w+|my \\w+) on fire|burn (?:the house|my house|down|stuff|things|the \\w+ down)`,
  ),
  // Thinking of leaning or jumping out from up high is the child's own danger: before the stunts below.
  selfHarm(
    '(?:think|thought|thinking) (?:about|of) (?:lean|leaning|jump|jumping|fall|falling|climb|climbing) (?:out|off) (?:(?:of )?(?:the |a |my |our )?(?:window|balcony|roof|bridge|cliff|building|top floor)|(?:real|really|very|so) far)',
  ),
  weapons(
    `jump (?:off|from|out of) (?:a |the |my |our )?(?:roof|balcony|bridge|building|window|cliff|top of the|tree house roof)|climb (?:on|onto|up|over) (?:the )?(?:roof|balcony|railing|electric|power line|pylon|fence at the (?:train|railway))|(?:train|railway|rail) (?:track|tracks|line)`,
  ),
  weapons(
    `(?:choking|pass out|passing out|blackout|fainting|skull breaker|tide pod|fire) (?:game|challenge)|(?:choke|strangle|squeeze) (?:each other|him|her|them)|hold (?:my|your|our) breath (?:till|until) (?:i|you|we) (?:pass|faint|black)`,
  ),
  weapons(
    `(?:touch|lick|poke|put) _ (?:in|into)? ?(?:the )?(?:electric|socket|sockets|outlet|outlets|plug socket|wires|power line)|(?:fork|knife|finger|key|pin|paperclip) (?:in|into) (?:the )?(?:socket|outlet|toaster|plug)|(?:run|running) (?:across|into) (?:the )?(?:road|street|highway|motorway) _ (?:car|cars|without|dare)|(?:dare|dared|dares) me to (?:jump|climb|touch|drink|lick|steal|light|set|hold my breath|go in|run across|eat (?:a |some )?(?:bug|pill|battery|soap|tide|glue))`,
  ),
  weapons(
    `(?:swim|swimming|go|went) (?:in|into) (?:the )?(?:river|lake|sea|ocean|quarry|canal|deep end) _ (?:alone|by myself|on my own|no one|nobody|without)|(?:drive|drove|driving) (?:my|the|dad|mom) ?(?:car)`,
  ),

  weapons(
    `firework\\w* _ (?:blow up|explode|inside|in my room|in the house|at (?:people|someone|him|her|my)|by myself|on my own)|(?:make|light|lit|set off|throw) _ firework\\w*(?! (?:at the|with (?:my|our) (?:dad|mom|parents|family)))`,
  ),

  weapons(
    `(?:bring|brought|take|took|carry|carrying|sneak|hide|hid) (?:[a-z']+ ){0,3}(?:knife|knives|gun|guns|pistol|rifle|blade|razor|bullets) (?:to|into|in) (?:school|class|my bag|the park)|mix\\w* bleach|bleach _ mix|make (?:a |some )?(?:poison|poisonous|toxic)? ?gas`,
  ),

  weapons(
    `(?:want|wanna|going|gonna|will|wish i could|i am going) (?:to )?(?:shoot|stab|kill|murder|knife) (?:him|her|them|the \\w+|that \\w+|this \\w+|my \\w+|everyone|everybody)|(?:tide|laundry|detergent|washing) pods?|(?:sharp|sharpest|big|biggest|real) (?:knife|knives|blade) _ (?:school|sneak|class|bag|hide)|(?:climb|climbing) (?:the |an |a )?(?:electric|electricity|power|pylon|transformer) _ (?:tower|pole|line|fence|box)`,
  ),

  // Drugs, alcohol, smoking and vaping.
  drugs(`(?<!(?:candy|chocolate|bubble|sweet) )${drug}(?! ?store| is bad| are bad| bad for| not good|s are bad)`),
  drugs(
    `(?:i|me|we|can i|let me|kids|friends) _ (?:drink|drank|try|tried|taste|tasted|sip|sneak|snuck|have|had|want|get|got)\\w* __ ${drink}|(?:gave|give|offered|offer|let) me _ ${drink}|(?:is it ok|is it okay|is it bad|is it safe|can kids|can children|can i|how do you|how do i|should i|what happens if (?:i|you)) (?:to )?(?:drink|try|taste|sip|have|get) _ ${drink}|${drink} _ (?:taste|try|tried|drink|drank|drunk|sip|dizzy|sneak|secret|party)`,
  ),
  drugs(
    `(?:get|got|gets|getting|feel|be) (?:high|stoned|drunk|wasted|tipsy)\\b|(?:smoke|smoking|smoked|puff|puffing) (?:a |some |his |her |my )?(?:weed|cigarette|joint|cig|vape|pipe|stuff)|(?:try|tried|want to|wanna|can i|let me|let us|let's|lets|sneak|snuck|sneaked|gave me|offered me|his|her) (?:a )?(?:smoke|smoking|smoked)`,
  ),
  drugs(
    `(?:i|we|me|can i|should i|let me|wanna|want to|i want to) _ (?:found|find|take|took|eat|ate|swallow|try|tried|chew|steal|stole|sneak|sneaked|snuck|have|had) __ ${pills}(?! (?:for my|that the doctor|from the doctor|the doctor|my mom give|my mom gave|mom gave))|(?:i|we) _ (?:take|took|eat|ate|swallow|try|tried|steal|stole) _ (?:mom|dad|grandma|grandpa|parent|brother|sister|nan|aunt|uncle)s?'?s? ${pills}|${pills} (?:i|we) (?:found|find)|how (?:many|much) ${pills}|(?:lots|a lot|loads|all|handful|bunch) of ${pills}`,
  ),
  drugs(
    `(?:how do (?:you|i|people|kids)|is it (?:cool|fun|ok|okay|bad|good|safe)|can (?:i|kids)|want to|wanna|try|tried|let us|let's) (?:to )?(?:smoke|smoking)\\b`,
  ),
  drugs(
    `(?:candy|sweet|sweets|gummy|gummies) (?:that|which)? ?(?:make|makes|made) (?:you|me|people) (?:feel )?(?:funny|weird|high|dizzy|sleepy)|(?:sniff|sniffing|huff|huffing) (?:glue|paint|markers|gas|spray|stuff)|(?:inhale|inhaling) (?:gas|spray|stuff)`,
  ),

  drugs(
    `(?:sniff|huff|inhale)\\w* _ (?:glue|paint|markers?|marker pens?|pens|gas|spray|aerosol|deodorant|petrol|nail polish|stuff)|(?:drink|take|eat|have) (?:the )?(?:whole|entire|all the|all of the) (?:bottle|packet|box|pack|jar)`,
  ),

  // Bullying, suffered or done.
  bullying(
    `(?:get|make|tell) (?:everyone|everybody|all the kids|people|the class|my friends) (?:to )?(?:stop being friends with|stop being friend with|hate|ignore|not play with|leave out|laugh at)|(?:wait|waits|waiting) for me (?:at|after|outside)|take my (?:lunch )?money|(?:copy|copies|copying|mock|mocks|mocking|imitate|imitates) (?:my|me|the way i)`,
  ),
  bullying(
    `(?:do not want|scared|afraid|hate) to go to school _ (?:because|of) (?:of )?(?:[a-z']+ ){0,3}(?:kids?|boys?|girls?|they|them|he|she|everyone|people|friends|bully|bullies|mean|what)|(?:what|the things|stuff) _ (?:do|did|say|said) to me|(?:write|post|send|make) _ (?:mean|nasty|horrible|rude) (?:comment|message|post|text|note|video)|(?:left|leave) out __ on purpose|laugh\\w* (?:about it )?in front of me`,
  ),
  bullying(
    `(?:tell|telling|told|say|said|keep telling|keep tell|keep saying) me (?:to )?(?:go away|shut up|get lost|nobody likes me|nobody wants me)|nobody (?:likes|like|wants|want) (?:you|u)\\b`,
  ),
  bullying(`bully|bullies|bullied|bullying|cyber ?bull\\w*`, fiction),
  bullying(
    together(
      `(?:everyone|everybody|they|the (?:other )?kids|kids|the boys|the girls|my class|the class|people)`,
      `laugh\\w* (?:at me|when i|because i|cuz i)|(?:copy|copies|copying|mock|mocks|mocking) (?:how|the way|what) i|(?:copy|copies|copying|mock|mocks|mocking) (?:me|my)|(?:everyone|they|kids) laugh\\w*$`,
    ),
  ),
  bullying(
    `${peers} _ (?:${hit}|call|make fun|laugh|tease|pick on|trip|spit|pull my hair|pull|steal|stole|take|took|push|threaten|ignore|exclude|leave me out|chase|pick|corner|gang up|gang)\\w* (?:on |at |of |up on )?(?:me|my)\\b`,
  ),
  bullying(
    `(?:${hit}) me _ (?:${place}|every day|everyday|each day|all the time|again|always)|(?:at|in|on the|on) ${place} _ (?:${hit}|call me|laugh at me|make fun|tease|pick on|spit|steal|trip) _ (?:me|my)`,
    wonAGame,
  ),
  bullying(
    `(?:get|got|am|is|be) (?:hit|punch|kick|push|shove|beat|trip|bully|tease|pick on|laugh at|spit on|pushed|kicked|punched|tripped|teased)\\w* _ (?:school|class|playground|recess|bus|by (?:the |a |some )?(?:kid|boy|girl|big|older))|(?:i|we) _ (?:mean to|tease|teased|pick on|picked on|laugh at|laughed at|make fun of|made fun of|trip|tripped|push|pushed) (?:a|this|that|the|my|new) ?(?:kid|girl|boy|classmate|new kid)|(?:make|made|makes) (?:him|her|them) cry _ (?:on purpose|laugh|fun)`,
  ),
  bullying(
    `(?:call|calls|called|calling|name) me (?:names|fat|stupid|ugly|dumb|weird|wierd|loser|a loser|a baby|smelly|freak|a freak|gay|retard|idiot|four eyes|poor|nerd|a nerd)|(?:say|said|says|tell|told) (?:i am|i is|i look|i smell|i'm|me i am) (?:fat|ugly|stupid|dumb|weird|smelly|a loser|a freak|gross|disgusting)`,
  ),
  bullyingNegated(
    `(?:nobody|no one|noone|none of them|not anyone|no kids|no body|they do not|they will not|they never|everyone will not|will not|do not|never) _ (?:let me|lets me|with me|to me|next to me|be my friend|be friends with me|pick me|want me|invite me)|(?:leave|leaves|left|leaving|keep) me out|(?:left|leave) out of (?:everything|the game|games|the group)`,
  ),
  bullying(
    `(?:post|posted|posts|say|said|says|write|wrote|writes|send|sent|sends|share|shared|spread|spreading) (?:mean|nasty|bad|horrible|rude|lies|rumou?rs|embarrassing|ugly) _ (?:about me|to me|of me|picture|pictures|photo|video|messages|comments|things|stuff)|(?:mean|nasty|horrible) (?:messages|comments|texts|notes|things) _ (?:me|my|online|about)`,
  ),
  bullying(
    `(?:everyone|everybody|all the kids|the whole class|the other kids|all my classmates|they all) (?:hate|hates|laugh at|laughs at|ignore|ignores|make fun of|makes fun of|pick on|picks on) me|make fun of (?:me|my)\\b|(?:steal|stole|take|took|takes|taking|grab|grabbed) my (?:lunch|money|lunch money|snack|stuff|things|bag|hat|glasses|phone) _ (?:every|again|always|each|and|laugh|school|bus|kid|they)`,
  ),
  bullying(
    `(?:want|wanna|going|gonna|let us|let's|lets|how do i|how can i|how to|i will|we will|i am going to) (?:to )?(?:bully|beat up|punch|hit|hurt|kick|trip|make fun of|be mean to|get back at|get revenge on|gang up on|embarrass) (?:a kid|someone|somebody|him|her|them|my (?:brother|sister|classmate|cousin)|the new kid|that kid|people|this kid|the kid)|beat (?:him|her|them|me) up|(?:threaten|threatens|threatened) (?:to )?(?:hurt|beat|get|hit) me|(?:wait|waiting) for me after school`,
  ),
];

/** Output rules: what the companion must never say, whatever the provider or the character prompt. */
export const companionRules: SafetyRule[] = [
  personalInfo(
    `what is your (?:address|phone|phone number|last name|full name|surname|school|email|password|home|house number|postcode|zip code)|where do you live|which school do you (?:go to|attend)|tell me (?:your|where you) (?:address|live|phone|number|password|school|last name|full name)|your (?:home )?address|(?:send|give) me your (?:number|address|email|password)`,
  ),
  secretsNegated(`(?:do not|never) tell your (?:mom|dad|parents|parent|grown ?ups?|family|teacher)`),
  secrets(
    `keep (?:this|it|our|a|that)(?: a)? (?:little |big |special )?secret|secret from your|(?:send|show) me (?:a )?(?:${picture})|meet (?:me|up) (?:in person|in real life|somewhere|at|after)|(?:our|a) (?:special|little) secret`,
  ),
  romance(
    `(?:i am|i is|i will be|be) your (?:girlfriend|boyfriend|wife|husband|lover|valentine)|(?:kiss|kissing|sexy|sex|sexual|naked|nude|porn\\w*|make out(?! of)|date me|marry me)\\b`,
  ),
  weapons(
    `(?<!${toy} )(?:gun|guns|pistol|rifle)\\b|(?:knife|knives|stab\\w*|murder\\w*|bomb|bombs|grenade|explosive|gore|torture\\w*|bloody|blood everywhere)\\b|kill (?:you|him|her|them|people|someone|somebody|yourself|myself)|hurt yourself|shoot (?:people|someone|him|her|them|you)`,
  ),
  drugs(
    `(?:take|swallow|try|have) (?:a |one |two |three |some |the )?(?:pill|pills|tablet|tablets|medicine|dose)|dosage|${drink}|(?:weed|marijuana|cocaine|vape|vaping|cigarettes?|drugs?)\\b(?! ?store)`,
  ),
];

/**
 * A child asking how to hurt someone, saying in so many words that they are bullied, or saying when they are alone at
 * home: a rule that hears it stands whatever the model says (it has read many more lessons and stories about
 * bullying than children telling of it, and "cos dad works" reads as everyday talk).
 */
export const saidPlainly = compile(
  `how (?:do|can|could|would|to) (?:you |i |we |u )?(?:hurt|kill|poison|burn|stab|shoot|drown|choke|strangle)|(?:i|we) (?:get|got|is|am|was|be|keep getting|keep get)(?: being)? bull(?:y|ied)\\b|bull(?:y|ies|ied|ying) (?:me|us)\\b|${aloneAtHomeWhen}`,
  '',
);

/** A child asking how to make or get something, or saying what they will do: no context makes that harmless. */
export const statedIntent = compile(
  'how (?:do|can|would|to) (?:you |i |we )?(?:make|build|get|buy)|i (?:want|wanna|am going|am gonna|will) (?:to )?',
  '',
);

/**
 * What makes a whole message harmless for one category, whatever rule matched: a story or a game for weapons,
 * a surprise for secrets, an illness long healed for medical. Written in the normalised forms the rules read.
 */
export const harmlessContexts: Partial<Record<SafetyCategory, RegExp>> = {
  weapons: compile(
    `fire ?pit|campfire|bonfire|marshmallow|bak\\w*|cooking|cut the (?:butter|bread|cake|apple|vegetables|pizza|sandwich)|in (?:my|the|a|his|her|our) (?:story|book|game|dream|movie|film|drawing|comic|cartoon|play)|(?:film|movie|book|story|cartoon|show|game) (?:where|about|when)|(?:fortnite|minecraft|roblox|call of duty|video game|the game|in game|in lego|lego (?:gun|guns|sword|swords|figure|man|men|batman|star wars|set))|(?:water|nerf|toy|foam|squirt|laser|bubble|pretend|cap) (?:pistol|gun|guns|blaster|sword|bow)|knife and fork|dragon|wizard|pirate ship`,
    '',
  ),
  secrets: compile(
    `surprise|birthday|present|presents|gift|party|christmas|necklace|crush|fancy|fancies|secret (?:box|den|base|hideout|hiding place|recipe|code|handshake|passage|tunnel|level|garden|club|ingredient|drawer)|secret about (?:space|animals|dinosaurs|the world|how)|secret i (?:like|love|prefer|hate|want)|(?:do not|don't|dont) tell (?:anyone|anybody) but i (?:ate|had|took a|broke|did|like|love)\\b|(?:friend|best friend|sister|brother|cousin) (?:tell|told|tells) me a secret|i (?:am not|is not|not) allowed to tell (?:anyone|anybody) my password|(?:draw|drew|drawing|paint|painted|painting) (?:a |my )?(?:picture|pictures)`,
    '',
  ),
  romance: compile('play ?date|playdate', ''),
  bullying: compile('on the (?:swing|swings|roundabout|trampoline)|(?:pushed|push) me (?:on|higher)', ''),
  emergency: compile(
    `(?:lost|lose|get lost|got lost) in (?:the |a |my |this |that )?(?:book|story|game|music|movie|film|daydream)|fire ?pit|campfire|bonfire|marshmallow|fire drill|fireplace|(?:but|then) (?:she|he|they|mom|dad) (?:is|was|were|are) (?:right )?(?:there|behind|in the next|next to|round the corner)|found (?:her|him|them|me) (?:straight away|right away|again)|came (?:right |straight )?back|(?:two|one|a few|five) minutes? (?:while|when)`,
    '',
  ),
  drugs: compile(
    `(?:vape|cigarette|tobacco|wine|beer) (?:shop|store)|(?:grandma|grandpa|nan|mum|mom|dad|granny) (?:takes|take|has) (?:her|his|their) (?:pills|tablets|medicine)|vitamin|vitamins|allergic|allergy|hay fever|inhaler|(?:my|the) (?:medicine|meds) (?:before|for|from the doctor|that the doctor)|doctor (?:gave|give|says|said)`,
    '',
  ),
  // Children's hyperbole ("i'd rather die than eat sprouts", "dying of boredom"): food and boredom, never a
  // place or a person ("rather die than go home" stays a disclosure).
  selfHarm: compile(
    `(?:rather|sooner) die than (?:eat|eating|have|try) (?:the |my |any |more |all the |those |that )?${food}|${together(food, '(?:rather|sooner) die than (?:eat|eating|try) (?:one|it|them|that|this|those|any)\\b')}|(?:die|dying|died) (?:of|from) (?:boredom|bored|laughing|laughter|embarrassment|cuteness|excitement|happiness)|(?:gonna|going to|will) die if i (?:do not|don't|dont) (?:get|see|go to|have) (?:that|the|a|my|to)|die but (?:it|that) (?:is|was) (?:so |really |actually )?(?:fun|funny|the best|amazing|awesome|great|cool|brilliant)|(?:die|dye|dyed|dying) (?:my|her|his|your|our) hair|(?:die|dying|died) of (?:embarassment|embarrasment|cringe)|hurt myself laughing|hide and seek|(?:mothers|mother's|fathers|father's|valentines|valentine's) day|treasure hunt|(?:bed|blanket|duvet) (?:is|was) so (?:cosy|cozy|comfy|warm)|roller ?coaster`,
    '',
  ),
  // Play (a baby sibling, a pillow fight, the swings, a pretend jail, being thrown in the pool or up in the air) and
  // an empty cupboard a grown-up went on to fill. Never "only joking" nor "by accident": children play abuse down.
  abuse: compile(
    `(?:only|just) (?:one|two|a baby|a toddler|little)|(?:threw|throw|throws|throwing|pushed|push|pushes|chucked) me (?:up in the air|(?:in|into) the (?:swimming |paddling )?pool)|play ?fight|teething|pillow ?fight|with (?:a|her|his|my|the) pillow|(?:push|pushes|pushed|pushing) me on the swings?|cops and robbers|pretend (?:jail|prison)|no food (?:at home|in the house) so (?:my )?(?:mum|mom|dad|mummy|mommy|daddy|nan|nana|grandma|grandpa|granny|parents) (?:took|take|went|go|ordered|order|got|get|bought|buy|made|make)\\b`,
    '',
  ),
  medical: compile(
    '(?:the )?doctor (?:gave|give|gives|says|said|prescribed)|all better|better now|(?:it|that) (?:is|was) (?:all )?(?:fine|ok|okay) now|healed',
    '',
  ),
};

/** Rules written from what children say indirectly (decision 127), tried after the rules above. */
export const indirectRules: SafetyRule[] = [
  // Marks a child made and hides ("so nobody sees the scratches i did").
  selfHarm(
    '(?:nobody|no one|noone|no body) (?:see|sees|can see|will see|notice|notices) (?:the|my) (?:scratch|scratches|cut|cuts|scar|scars|burn|burns|mark|marks)|(?:scratch|scratches|cut|cuts|burn|burns) (?:that )?i (?:do|did|make|made|give myself|gave myself)',
  ),
  // A beating named by what it is done with or as a smacking, and a story the child is to tell about an injury.
  abuse(
    '(?:get|got|gets|getting|give me|gave me|gives me) the (?:belt|slipper|strap|cane|wooden spoon)\\b|(?:get|got|gets|getting) (?:smacked|slapped|whacked|belted|strapped)|(?:mean|meant|supposed|told|have|has|had) to (?:say|tell (?:people|everyone|the teacher|my teacher|miss|sir)) (?:that )?i (?:fall|fell|trip|tripped|walk into|walked into|bang|banged|slip|slipped|bump|bumped)',
  ),
  // When the home will be empty.
  personalInfo(
    "no (?:one|ones|one's|body|1) (?:go to be|going to be|gonna be|will be|is going to be|be) (?:at|in) (?:our|my) (?:house|home|flat)|(?:our|my) (?:house|home|flat) (?:is|will be|go to be|going to be|gonna be) empty",
  ),
  // Jumping from a height into water, or flipping off a height onto a hard floor.
  weapons(
    '(?:jump|jumps|jumped|jumping) (?:off|from) (?:the |a )?(?:quarry|cliff|cliffs|pier|harbour wall|harbor wall|sea wall|railway bridge)|(?:backflip|back flip|frontflip|front flip|flip|somersault) (?:off|from) (?:the )?(?:top bunk|roof|shed|garage|balcony|bunk bed)',
  ),
  // A plan not to be here, and a grown-up taking more medicine than prescribed.
  selfHarm(
    '(?:plan|plans|planning|planned) (?:for |of )?(?:how )?(?:to )?(?:stop (?:be|being) here|not be here|disappear|end it all|end my life|die|kill myself|hurt myself|be gone)',
  ),
  drugs(
    '(?:take|takes|took|taking) (?:way |much |loads |lots |a lot )?more (?:pills |tablets |medicine |of it |of them )?than (?:the doctor|it says|the box says|she is meant|he is meant|she should|he should|she is supposed|he is supposed)',
  ),
  selfHarm(
    `(?:think|thinking|want|wanna|going|gonna|try|trying) (?:about |of )?(?:to )?(?:walk|walking|run|running|jump|jumping|step|stepping|lie|lying) (?:into|in front of|onto|on) (?:the )?(?:road|traffic|cars|train|tracks|bus)|(?:be with|join|see|go to) (?:[a-z]+ ){0,2}in heaven (?:soon|now|tonight)|go to heaven soon|unalive|end myself|(?:after|when) (?:i am|i'm|im|i is) (?:dead|gone)`,
  ),
  abuse(
    `(?:says|said|told|tell|tells) (?:me )?to (?:say|tell) (?:it was|that it was|i|people|everyone)|(?:shut|lock|locked|put|send|sent|kept|keep|leave|left) (?:me )?(?:outside|out) (?:in the (?:dark|cold|rain|garden|yard|snow)|of the house|all night|at night)|(?:make|makes|made) me (?:stand|stay|sleep|sit|wait|kneel) (?:outside|in the cold|in the dark|in the garden|out in|on the step)|tape\\w* (?:my )?(?:mouth|it) shut|(?:hot sauce|soap|pepper) in my mouth`,
  ),
  romance(
    `love you __ (?:not like a friend|like love|for real|love love)|boner|(?:cuddle|sleep|lie|lay) with (?:you|me) in (?:my|your|the) bed|do it with (?:a|my|the) (?:girl|boy|man|woman|lady)`,
  ),
  personalInfo(
    `nobody (?:will be|is|is going to be) (?:home|at home|in the house|at our house)|(?:house|flat|home) (?:will be )?empty|spare key|key (?:is )?(?:under|behind|in) (?:the|a) (?:mat|pot|flower pot|plant|stone|rock|door)|(?:pin|code|password) (?:for|to|on|of) (?:[a-z0-9]+ ){1,4}(?:is|=)`,
  ),
  weapons(
    `(?:stab|cut|hurt|hit|poke) (?:my|his|her|the|that) [a-z]+ with (?:the |a |my )?(?:scissors|knife|compass|pencil|fork|bat|stick|hammer|screwdriver)|molotov|fire bottle|petrol bomb|off (?:the|a) (?:bridge|roof|cliff|wall) (?:into|onto)`,
  ),
  // Goodbye letters, a demand with a threat, and grown-ups taking drugs: said without any word of harm.
  selfHarm(
    '(?:letter|letters|note|notes) (?:for|to) (?:my )?(?:mom|dad|parents|family|grandma|grandpa|brother|sister)(?: and (?:my )?[a-z]+)? to find (?:later|after|when)',
  ),
  bullying('(?:made|make|makes|making|forced|force|forces) me (?:give|hand over|pay)\\b'),
  drugs('(?:doing|do|did|does) (?:lines|a line)\\b|snort|snorting|snorted'),
  // A weapon a child made: said without any word of harm.
  weapons('(?:make|made|making|build|built|building) (?:a |my own |me a )?(?:weapon|shank|shiv)'),
  drugs('(?:whipped cream|cream) (?:can|canister)|get a buzz|(?:sniff|huff|inhale)\\w* __ (?:can|canister|buzz)'),
  bullying(
    `(?:make|made|making) up (?:a )?(?:song|rhyme|poem) about __ (?:weird|fat|ugly|smelly|stupid|dumb|gross|poor|disgusting)|(?:they|kids|kid|everyone|everybody|children|people|person|girls|boys|some) (?:(?:make|made|makes|keep making) up (?:a |mean |horrible )?(?:song|songs|rhyme|rhymes|joke|jokes) about (?:me|my)|(?:say|says|said|call|calls|called|keep saying|keep calling) my (?:mom|mum|dad|mam|family|nan|gran|grandma) (?:is )?(?:a |an )?(?:tramp|fat|ugly|smelly|poor|dirty|stupid|druggie|junkie|alcoholic|loser|cow|pig|weirdo|freak))|(?:is not|isn't|isnt|not) (?:allow|allowed) (?:in|to play in|to play with|to join|to sit with) (?:us|our|the) __ (?:because|becuase|cuz|cos|becos) (?:he|she|they) (?:is|are|has|have|got) (?:poor|fat|black|brown|gay|weird|different|smelly|ugly|disabled|autistic|foreign|a refugee|no dad|no mum|two mums|two dads)`,
  ),
  bullying(
    `(?:not allowed to play|can't play|cannot play|won't let me play) __ (?:because|cuz|cos|becos) (?:i am|i'm|im|i look)|(?:keep|kept|always) (?:calling|call) (?:[a-z]+ )(?:smelly|fat|ugly|stupid|names|weird|a baby|loser|dumb)|(?:dunk|dunked|push|pushed|shoved|put|held) my head (?:in|into|under) (?:the )?(?:toilet|water|sink|bin)`,
  ),
  emergency(
    `(?:car|bus|van) (?:is )?stuck in (?:the )?(?:water|flood|river)|(?:can not|cannot|can't|cant) (?:see|find) (?:anyone|anybody) (?:i know|from my)|(?:let go|lost) (?:of )?(?:dad's|mum's|mom's|dads|mums|moms|my) hand`,
  ),
  medical(
    `(?:brother|sister|baby|mom|dad|grandma|grandpa|friend|lip|lips|face) (?:is )?(?:go|going|turn|turning|gone|turned|look|looking) (?:a bit |all |really |kind of )?blue|(?:not|never|havent|hasnt|didnt) (?:eat|eaten|ate|have) (?:anything|any food|food|properly|much|a thing) (?:for|in) (?:\\d+|two|three|four|five|six|a few|several|many) (?:day|days|whole days)|blood (?:keeps|keep|still|won't stop|will not stop) (?:coming|pouring|dripping|going)|(?:see|seeing) (?:two|double) of everything|double vision|(?:hot|boiling) (?:pan|pot|oven|iron|kettle|tray) __ (?:bubble|bubbles|blister|burn|burnt|hurts so much)|breath\\w* (?:weird|funny|strange|noisy|wheezy|really fast)|(?:ate|eat|eaten|swallowed|drank) __ (?:glue|washing powder|soap|paint|slime|detergent)`,
  ),
  selfHarm(
    `(?:should|might as well|better|deserve to) (?:just )?(?:die|be dead|not exist|not be alive|disappear forever)|(?:last time|goodbye|bye) __ (?:forever|for ever|for good)|(?:goodbye|bye) (?:forever|for ever|for good)`,
  ),
  abuse(
    `(?:no|not|did not|didn't|didnt|never|do not|don't) (?:get|got|have|had|given|give me) (?:any )?(?:dinner|food|lunch|breakfast|tea|supper|meal|meals|anything to eat) __ (?:days|again|because i|becos|cos i|cuz i|punish)|(?:tape|taped|tie|tied|strap|strapped|chain|chained|lock|locked) me (?:to|up|down|in) (?:the |a |my )?(?:chair|bed|bedroom|room|cupboard|closet|shed|cellar|basement|up|down)`,
  ),
  romance(
    `(?:favourite|favorite|best) (?:body )?part (?:of|on) (?:me|my body)|talk dirty|dirty talk|(?:do you have|have you got|you got) a (?:boy ?friend|girl ?friend|bf|gf)|(?:want|wanna) to be (?:your|ur) (?:boy ?friend|girl ?friend|bf|gf|husband|wife)`,
  ),
  personalInfo(
    `(?:leave|leaves|leaving|left) me (?:home )?(?:by myself|on my own|alone|home alone) __ (?:till|until|tonight|all night|from|late|for)`,
  ),
  weapons(
    `blow up (?:a|the|my|our|his|her|their|someone) [a-z]+|(?:petrol|gasoline|lighter fluid|gas) __ (?:blow up|explode|set fire|burn down)|(?:want|wanna|going|gonna|will|i'll|i am going) (?:to )?(?:kill|murder|stab|shoot|strangle) (?!it\\b)[a-z]+|(?:get|getting|grab|grabbing|take|taking) (?:a |my |the |dad's |mum's )?(?:knife|knives|gun|blade|axe) __ (?:kill|hurt|stab|him|her|them|school|get him|get her)`,
  ),
  drugs('(?:balloon|balloons) _ (?:gas|laughing gas|nos|nitrous|whipped cream)|laughing gas|nitrous|whippets'),
  bullying(
    `(?:left|leave|leaves|leaving) (?:me )?out of (?:every|evry|all the|each|all) (?:game|games|group|groups)|(?:weirdo|freak|loser|baby) __ (?:they|he|she|everyone|kids) (?:say|said|says|call|called)|(?:they|he|she|everyone|kids) (?:say|said|says|call|called) __ (?:weirdo|freak|loser|go away)`,
  ),
  emergency(
    `(?:car|van|truck|man|someone|somebody|person) __ (?:driving|drive|walking|walk|following|follow) (?:slowly |really slowly )?(?:behind|after|next to) me|(?:follow|following|followed) me (?:home|since|from|all the way)`,
  ),
  medical(
    `temperature (?:of |is )?(?:39|40|41|42)|(?:39|40|41|42) degrees|(?:boiling|hot) (?:water|oil|kettle|soup) __ (?:on|over) (?:my|his|her|me)|(?:burn|burned|burnt|burning|boiling|kettle|scald\\w*) __ blister\\w*|blister\\w* __ (?:burn|boiling|kettle)|(?:baby|brother|sister|he|she|little \\w+) __ (?:ate|eat|eaten|swallowed|took|drank) __ (?:pill|pills|tablets|medicine|meds)|(?:weak|shaky|sweaty|dizzy|wobbly) __ diabet\\w*`,
  ),
  selfHarm(
    `(?:not|never|do not|don't|dont) (?:think )?(?:i will|i'll|ill|i am going to|i'm going to|im going to|i am gonna)? ?(?:be|is) (?:here|around|alive) (?:for|on|at|by|next|anymore|much longer)|(?:a |the )?(?:way|ways|how) to (?:die|kill myself|end it)|die (?:that|which|and it) (?:does not|doesn't|doesnt|do not|won't) hurt|painless (?:way|death)`,
  ),
  abuse(
    `(?:make|makes|made|have to|has to|had to|must) (?:me )?sleep (?:in|outside|on) (?:the )?(?:shed|garage|garden|yard|outside|floor|cold|car|dog bed|cupboard)|(?:hold|held|put|puts|push|pushed|press|pressed)\\w* my (?:hand|hands|arm|face|finger|fingers|head) (?:on|in|against|under|onto|into) (?:the )?(?:cooker|stove|oven|iron|kettle|hot|fire|water|radiator|hob|toilet)|to teach me a lesson`,
  ),
  abuse(
    `(?:${kin}|he|she|they) __ (?:do not|don't|dont|not to|never|mustn't|must not) (?:show|tell) __ (?:mark|marks|bruise|bruises|cut|cuts|burn|burns|my back|my arm|my leg|the red)|(?:hide|cover|covering|hiding) (?:the |my )?(?:mark|marks|bruise|bruises|burns|cuts)`,
  ),
  romance(
    `(?:do you have|have you got|show me|what is|what does|can i see|touch) __ (?:willy|vagina|penis|privates|private parts|boobs|bum hole)|(?:kiss|kissing) (?:and|&) (?:touch|touching)|touching in bed|in bed together|(?:love|sexy|kissing) story __ (?:bed|touch|touching|naked)`,
  ),
  personalInfo(
    `(?:just|only) me(?: and (?:the|my) (?:dog|cat|baby|pets?|hamster|fish))? (?:all night|at home|tonight|till|until|in the house|on my own|by myself)|(?:mom|dad|parents|mom and dad|everyone|grown ?ups?) (?:go|went|is|are|gone|have gone) out __ (?:just me|only me|on my own|by myself|alone|all night)|(?:nobody|no one|no body) (?:is )?(?:home|here|in) (?:till|until|untill|til)`,
  ),
  weapons(
    `(?:climb|climbing|go up|touch|touching) (?:the |an |a |that )?(?:electric |electricity |power )?(?:pylon|pylons|transformer|substation|power line|power lines)|(?:tiktok|tik tok|youtube|online|internet|viral) (?:dare|challenge|trend)`,
  ),
  bullying(
    `(?:all )?ignor\\w* (?:[a-z]+ )?(?:forever|on purpose|all day|every day)|(?:hide|hid|hiding|throw|threw) (?:his|her|their) (?:coat|bag|shoes|stuff|things|lunch|books|hat|pencil case)|(?:punch|punches|kick|kicks|slap|slaps|hit|hits|shove|shoves|pinch|pinches|trip|trips) me (?:in|on) (?:the |my )?(?:tummy|stomach|face|head|back|arm|leg|belly|nose|neck)|when (?:the )?(?:teacher|teachers|adults?|grown ?ups?|dinner lady|teaching assistant) (?:is not|isnt|isn't|are not|aren't|not|can not|cannot) (?:looking|watching|there|see)`,
  ),
  bullying(
    `(?:they|kids|everyone|everybody|he|she|people|the (?:other )?(?:kids|boys|girls)|some (?:kids|boys|girls)) (?:keep|keeps|always|still) (?:saying|say|calling|call|telling|laughing|making fun|teasing|copying|pushing|pulling|kicking|hitting|taking)`,
  ),
  medical(
    `(?:lip|lips|tongue|face|throat|eye|eyes|mouth) (?:is |are )?(?:getting |gone |going |go |get )?(?:really |very |so |super )?(?:big|swollen|swelling|puffy|tight|fat)|stiff neck|neck (?:is |feels )?(?:really |very |so )?stiff|rash (?:everywhere|all over)|light hurts my eyes`,
  ),
  medical(
    `(?:hook|fish hook|fishing hook|nail|needle|glass|splinter|pencil|stick|thorn) (?:is |get |got )?(?:stuck|stick|go|went) (?:in|into|through) (?:my|his|her) ${bodyPart}|tick (?:bite|bit)|(?:bite|bit) by a tick`,
  ),
  // Violence at home the child saw: a grown-up hurt after another was angry, or the police called to shouting.
  abuse(
    together(
      `(?:${kin}) (?:have|has|get|got|is|be) (?:a |all )?(?:black eye|black eyes|bruise|bruises|blood|bleeding|cut|cuts|split lip)`,
      `(?:${kin}|he|she) (?:get|got|is|be|was) (?:mad|angry|drunk|cross|furious)|(?:hit|punch|push|shove|slap|kick|beat)\\w* (?:her|him|mom|dad)|police|shouting|screaming|fight|fighting`,
    ),
  ),
  // One grown-up at home hurting the other ("dad was choking mum"), not a game won ("dad beat mum at chess").
  abuse(
    `(?:dad|step ?dad|mom|step ?mom|father|mother|stepfather|stepmother|mom boyfriend|mom's boyfriend|moms boyfriend|boyfriend|girlfriend) (?:is |be |was |keep |keeps |kept )?(?:hit|punch|kick|slap|beat|choke|strangle|throw|threw|shove|push|drag|stab|burn)\\w* (?:mom|dad|my mom|my dad|her|him)\\b`,
    `pillow|tickl\\w*|play\\w*|game|joke|beat (?:mom|dad|her|him) at`,
  ),
  abuse(
    `(?:leave|left|get left|got left|be left) (?:at )?(?:home )?(?:alone|by myself|on my own|by ourselves|on our own) (?:at home )?(?:for )?(?:two|three|four|five|2|3|4|5|a few|all|many|lots of) (?:day|days|night|nights|weekend)`,
  ),
  // The child means to hurt an animal ("the best way to poison the neighbours dog"), not "will fireworks hurt my dog".
  weapons(
    `(?:i|we|to|gonna|wanna) (?:poison|hurt|kill|stab|shoot|drown|burn) (?:the|a|our|my|next door's|the neighbou?rs?|the neighbou?r's|his|her) (?:neighbou?rs? |neighbou?r's )?(?:dog|dogs|cat|cats|pet|pets|puppy|kitten|bird|birds|rabbit|hamster|animal|animals)`,
  ),
  // Where one lives, told to an audience online, not to a teacher.
  personalInfo(
    together(
      `${online}|stream|streaming|live stream|video|comments?|followers|strangers?|everyone watching`,
      `(?:say|said|tell|told|show|showed|post|posted|put) __ (?:what town|which town|what city|where i live|what street|my street|my town|what school i go)`,
    ),
  ),
];
