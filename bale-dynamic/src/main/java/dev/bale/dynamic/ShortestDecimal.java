package dev.bale.dynamic;

/**
 * The shortest decimal that reads back as a given double or float, the nearest of those on a tie of
 * length (the even last digit on an exact tie): {@link JsonNumbers}' rule, computed with 64-bit
 * integer arithmetic on every JDK.
 *
 * <p>The method is the one of Raffaello Giulietti's Schubfach ("The Schubfach way to render
 * doubles", 2020), written here from its mathematics; only the error handling differs. A value
 * {@code v = c x 2^q} reads back from every decimal in its rounding interval {@code R} (the
 * midpoints to its neighbours, included when {@code c} is even). With {@code k = floor(log10 |R|)},
 * {@code R} holds at least one multiple of {@code 10^k} and at most one of {@code 10^(k+1)}: the
 * shortest decimal is that one multiple of {@code 10^(k+1)} if there is one, otherwise whichever of
 * the two multiples of {@code 10^k} around {@code v} lies in {@code R}, or the nearer to {@code v}
 * if both do. The four numbers compared, {@code v}, the interval's ends and the candidates, are
 * scaled by {@code 4 x 10^-k} and compared as integers; a scaled end is known by its floor and
 * whether it is an integer ("round to odd": {@code floor | 1} when it is not), which decides every
 * comparison with a multiple of 4 exactly.
 *
 * <p>Those floors come from a 128-bit upper approximation {@code G} of {@code 10^-k} (a literal
 * table): {@code floor(x G)} and {@code floor(x (G - 1))} bracket the true floor, and when they
 * differ (the true value within {@code 2^-64} of an integer without being one; the paper shows this
 * cannot happen for doubles, and the tests have not met it) the method answers false and the caller
 * takes the exact search. Whether a scaled value is an integer is decided exactly, by its factors
 * of 2 and 5. Subnormal values also answer false: only there can two one-digit decimals of
 * different scales both read back (say {@code 9e-324} and {@code 1e-323}), where the rule picks the
 * nearer and this method the coarser.
 */
final class ShortestDecimal {
  private ShortestDecimal() {}

  /** Smallest and largest {@code k} a double or a float needs: floor(log10 2^-1074) .. 2^971. */
  private static final int K_MIN = -325;

  private static final int K_MAX = 292;

  /**
   * For {@code k} in {@code [K_MIN, K_MAX]} ({@code i = k - K_MIN}): {@code G = ceil(10^-k x 2^E)},
   * which has 127 bits, as its high and low 64 bits ({@code G[2i]}, {@code G[2i + 1]}), and {@code
   * E} ({@code G_EXP[i]}): {@code 127 - bits(10^-k)} for {@code k <= 0}, {@code 126 + bits(10^k)}
   * above. The tests compute the table again with {@code BigInteger}.
   */
  private static final long[] G = {
    0x62d0293bb10df149L, 0xe384c5b982920c43L, 0x4f0cedc95a718dd4L, 0xb603d1613541a369L,
    0x7e7b160ef71c1621L, 0x23394f01eecf6bdbL, 0x652f44d8c5b011b4L, 0x1c2dd8ce58a5efe3L,
    0x50f29d7a37c00e29L, 0xb024ad71e084bfe9L, 0x40c21794f96671baL, 0xf3508ac1806a3321L,
    0x679cf287f570b5f7L, 0xebb411359a438501L, 0x52e3f5399126f7f9L, 0x895cda9148360401L,
    0x424ff76140ebf994L, 0x6de3e20dd35e699aL, 0x6a198bcece465c20L, 0xafd303495230a8f6L,
    0x54e13ca571d1e34dL, 0x59759c3aa826ed92L, 0x43e763b78e4182a4L, 0x479149c886858adbL,
    0x6ca56c58e39c043aL, 0x0c1ba940d73c115fL, 0x56eabd13e9499cfbL, 0x3ce2edcd78fcdab2L,
    0x458897432107b0c8L, 0xfd8257d793fd7bc2L, 0x6f40f20501a5e7a7L, 0xfc03bfbf532f2c69L,
    0x5900c19d9aeb1fb9L, 0x96696632a8f289eeL, 0x4733ce17af227fc7L, 0xab8784f553f53b25L,
    0x71ec7cf2b1d0cc72L, 0xac0c07eeecbb91d4L, 0x5b2397288e40a38eL, 0xf0099ff256fc74aaL,
    0x48e945ba0b66e93fL, 0x266e198eabfd2a21L, 0x74a86f90123e41feL, 0xa3e35c1779951035L,
    0x5d538c7341cb67feL, 0xe982b012c7aa735eL, 0x4aa93d29016f8665L, 0x879bc00f0621f5e5L,
    0x77752ea8024c0a3cL, 0x0c2c667e7036563bL, 0x5f90f22001d66e96L, 0x70238531f35eab62L,
    0x4c73f4e667debedeL, 0xc01c6a8e5c4bbc4fL, 0x7a532170a6313164L, 0x6693ddb093ac607eL,
    0x61dc1ac084f42783L, 0x854317c076238065L, 0x4e49af006a5cec69L, 0x3768dfcd2b4f99eaL,
    0x7d42b19a43c7e0a8L, 0x58a7cc7b787f5ca9L, 0x64355ae1cfd31a20L, 0x46eca395f9ff7d54L,
    0x502aaf1b0ca8e1b3L, 0x6bf082de61993110L, 0x402225af3d53e7c2L, 0xbcc068b1e7adc0daL,
    0x669d0918621fd937L, 0x94670de972af9af6L, 0x52173a79e8197a92L, 0xdd1f3e545bbfaf2bL,
    0x41ac2ec7ece12edbL, 0xe418fea9e2ffbf56L, 0x69137e0cae3517c6L, 0x39c1977637ff9889L,
    0x540f980a24f74638L, 0x2e34792b5fffad3bL, 0x433facd4ea5f6b60L, 0x24f6c755e666242fL,
    0x6b991487dd657899L, 0xd4be0bbca3d6a04bL, 0x5614106cb11dfa14L, 0xaa31a2fd4fdee6a3L,
    0x44dcd9f08db194ddL, 0x54f482643fe5854fL, 0x6e2e2980e2b5bafbL, 0xbb20d0a0663c087eL,
    0x5824ee00b55e2f2fL, 0xc8e70d4d1e966d32L, 0x4683f19a2ab1bf59L, 0x6d85a43db211f0f5L,
    0x70d31c29dde93228L, 0xaf3c39fc501cb4baL, 0x5a427cee4b20f4edL, 0x58fcfb304016f6fcL,
    0x483530bea280c3f1L, 0x13fd95c033459263L, 0x73884dfdd0ce064eL, 0x86628933853c1d6bL,
    0x5c6d0b3173d8050bL, 0x9eb53a8f9dc9b122L, 0x49f0d5c129799da2L, 0xe55dc872e4a15a82L,
    0x764e22cea8c295d1L, 0x6efc73eb076890d0L, 0x5ea4e8a553cede41L, 0x2596c3226c53a70dL,
    0x4bb72084430be500L, 0xeadf0281f042ec0aL, 0x792500d39e796e67L, 0xde319d9cb39e4677L,
    0x60ea670fb1fabeb9L, 0x7e8e17b08fb1d1f9L, 0x4d885272f4c89894L, 0x653e795a0c8e4194L,
    0x7c0d50b7ee0dc0edL, 0x6eca5bc3474a0286L, 0x633dda2cbe716724L, 0x58a1e3029f6e686bL,
    0x4f64ae8a31f45283L, 0x7a1b1c0219252056L, 0x7f077da9e986ea6bL, 0xf691c669c1d50089L,
    0x659f97bb2138bb89L, 0x920e38549b10cd3aL, 0x514c796280fa2fa1L, 0x41a4f9dd48da3dc8L,
    0x4109fab533fb594dL, 0xce1d94b10714fe3aL, 0x680ff788532bc216L, 0x1695bab4d82196c3L,
    0x533ff939dc2301abL, 0x4544955d79b4789cL, 0x4299942e49b59aefL, 0x6a9d444ac7c393b0L,
    0x6a8f537d42bc2b18L, 0xaa953a113f9f52b3L, 0x553f75fdcefcef46L, 0xeeddc80dcc7f755cL,
    0x4432c4cb0bfd8c38L, 0xbf17d33e3d32c44aL, 0x6d1e07ab466279f4L, 0x64f2eb96c8513a10L,
    0x574b3955d1e86190L, 0x50c2561239da94d9L, 0x45d5c777db204e0dL, 0x0d6844db617baa48L,
    0x6fbc72595e9a167bL, 0x48a6d4923592aa0cL, 0x59638eade54811fcL, 0x3a1f1074f7a8880aL,
    0x4782d88b1dd34196L, 0x94e5a6c3f953a008L, 0x726af411c952028aL, 0x87d5d79ff55299a6L,
    0x5b88c3416ddb353bL, 0x9fde4619910ee151L, 0x493a35cdf17c2a96L, 0x197e9e7ada724ddbL,
    0x7529efafe8c6aa89L, 0xc26430c490b6e2f7L, 0x5dbb262653d22207L, 0xceb68d6a0d5f1bf9L,
    0x4afc1e850fdb4e6cL, 0xa55ed7880ab27cc8L, 0x77f9ca6e7fc54a47L, 0x6efe25a67783fad9L,
    0x5ffb085866376e9fL, 0x8bfe84852c69957aL, 0x4cc8d379eb5f8bb2L, 0xd66536d0f0547795L,
    0x7adaebf64565ac51L, 0x570857b4b3ba58eeL, 0x6248bcc5045156a7L, 0x78d3795d5c9513f2L,
    0x4ea0970403744552L, 0xc70f944ab0774328L, 0x7dcdbe6cd253a21eL, 0x0b4c207780bed1d9L,
    0x64a498570ea94e7eL, 0x6f7019f933cbdb14L, 0x5083ad1272210b98L, 0x59267b2dc3097c10L,
    0x40695741f4e73c79L, 0xe0eb95be35a1300dL, 0x670ef2032171fa5cL, 0x9b12893055ceb348L,
    0x52725b35b45b2eb0L, 0x7c0ed426ab0bc2a0L, 0x41f515c49048f226L, 0xc9a5768555a3021aL,
    0x698822d41a0e503eL, 0x0f6f24088904d029L, 0x546ce8a9ae71d9cbL, 0x3f8c1cd3a0d0a687L,
    0x438a53baf1f4ae3cL, 0x32d67d761a408539L, 0x6c1085f7e9877d2dL, 0x1e23fbf02a00d528L,
    0x56739e5fee05fdbdL, 0xb1b663268800aa86L, 0x45294b7ff19e6497L, 0xc15eb5b86ccd5538L,
    0x6ea878ccb5ca3a8cL, 0x68978927147bbb8dL, 0x5886c70a2b082ed6L, 0xba12d41f43962fa4L,
    0x46d238d4ef39bf12L, 0x2e75767f6944f2eaL, 0x71505aee4b8f981dL, 0x172257324207eb0fL,
    0x5aa6af25093face4L, 0x1281df5b680655a6L, 0x488558ea6dcc8a50L, 0x0ece4c4920051152L,
    0x74088e43e2e0dd4cL, 0xe47d46db666e821cL, 0x5cd3a5031be71770L, 0xb6ca9f15eb8b9b4aL,
    0x4a42ea68e31f45f3L, 0xc56ee5ab22d615d5L, 0x76d1770e38320986L, 0x08b16f7837bcefbaL,
    0x5f0df8d82cf4d46bL, 0x3a278c602c97262fL, 0x4c0b2d79bd90a9efL, 0x61b93d19bd45b826L,
    0x79ab7bf5fc1aa97fL, 0x02c1fb5c620926a2L, 0x6155fcc4c9aeedffL, 0x3567fc49e807521bL,
    0x4dde63d0a158be65L, 0xc453303b2005db49L, 0x7c97061a9bc130a2L, 0xd3b84d2b666fc542L,
    0x63ac04e2163426e8L, 0xa9603dbc51f30435L, 0x4fbcd0b4de901f20L, 0x8780316374c269c4L,
    0x7f9481216419cb67L, 0x3f338238bad0a939L, 0x6610674de9ae3c52L, 0x98f601c6fbda20fbL,
    0x51a6b90b21583042L, 0x13f8016bfcae80c9L, 0x41522da2811359ceL, 0x76600123308b9a3aL,
    0x68837c3734ebc2e3L, 0xf0999b6b80df5d2aL, 0x539c635f5d8968b6L, 0x5a147c5600b2b0eeL,
    0x42e382b2b13aba2bL, 0x7b4396ab33c22725L, 0x6b059deab52ac378L, 0xc538f111ec69d83bL,
    0x559e17eef755692dL, 0x6a93f40e56bb1362L, 0x447e798bf91120f1L, 0x220ff671defc0f82L,
    0x6d9728dff4e834b5L, 0x034cbd82fe6018d0L, 0x57ac20b32a535d5dL, 0x9c3d6468cb8013daL,
    0x46234d5c21dc4ab1L, 0x49cab6ba3c667648L, 0x70387bc69c93aab5L, 0x42ddf129fa3d8a0cL,
    0x59c6c96bb076222aL, 0x9be4c0ee61cad4d7L, 0x47d23abc8d2b4e88L, 0x7cb700beb4a243dfL,
    0x72e9f79415121740L, 0xc78b34645436d2feL, 0x5bee5fa9aa74df67L, 0x0608f6b6a9c57598L,
    0x498b7fbaeec3e5ecL, 0x04d3f892216ac47aL, 0x75abff917e063cacL, 0xd4865a8368aad3f6L,
    0x5e2332dacb38308aL, 0x439eaecf86ef0ff8L, 0x4b4f5be23c2cf3a1L, 0xcfb22572d258d993L,
    0x787ef969f9e185cfL, 0xb2b6a251508e28ebL, 0x60659454c7e79e3fL, 0xc22bb50dda0b53efL,
    0x4d1e1043d31fb1ccL, 0x9b562a717b3c4326L, 0x7b634d3951cc4fadL, 0xc556aa4f2b939ea3L,
    0x62b5d7610e3d0c8bL, 0x0445550c22dc7ee9L, 0x4ef7df80d830d6d5L, 0x9d044409b57d3254L,
    0x7e59659af38157bcL, 0x2e6d39a92261ea20L, 0x65145148c2cddfc9L, 0xbebdc7ba81e7ee80L,
    0x50dd0dd3cf0b196eL, 0x32316c9534b98b9aL, 0x40b0d7dca5a27abeL, 0x8e8df0775d613c7bL,
    0x678159610903f797L, 0x4a7cb3f22f01fa5eL, 0x52cde11a6d9cc612L, 0xa1fd5cc1bf34c84bL,
    0x423e4daebe1704dbL, 0xb4cab09aff5d6d09L, 0x69fd4917968b3af9L, 0x21444dc4cbc8ae75L,
    0x54caa0dfaba29594L, 0x1a9d0b03d63a252aL, 0x43d54d7fbc821143L, 0x487da269782e8422L,
    0x6c887bff94034ed2L, 0x0d95d0a8c04a6d03L, 0x56d396661002a574L, 0xd7ab0d53cd085736L,
    0x457611eb40021df7L, 0x12ef3ddca406ac2bL, 0x6f234fdeccd02ff1L, 0xb7e52fc76cd779deL,
    0x58e90cb23d73598eL, 0x2cb7596c5712c7e5L, 0x4720d6f4fdf5e13eL, 0x8a2c4789df423984L,
    0x71ce24bb2fefcecaL, 0x76ad3f42fed05c06L, 0x5b0b5095bff30bd5L, 0x2bbdcc3598a6b005L,
    0x48d5da11665c0977L, 0x5631702ae085599eL, 0x74895ce8a3c6758bL, 0xbd1be6ab00d55c2fL,
    0x5d3ab0ba1c9ec46fL, 0xca7cb888cd777cf3L, 0x4a955a2e7d4bd059L, 0x6eca2d3a3df930c2L,
    0x77555d172edfb3c2L, 0x4add1529fcc1e79dL, 0x5f777dac257fc301L, 0xd57daa87fd67ec7eL,
    0x4c5f97bceacc9c01L, 0x7797bb9ffdecbd31L, 0x7a328c6177adc668L, 0xbf592c332fe12eb5L,
    0x61c209e792f16b86L, 0xff7a89c28cb4255eL, 0x4e34d4b9425abc6bL, 0xff953b020a29b77eL,
    0x7d21545b9d5dfa46L, 0x65bb919cdd0f8bfdL, 0x641aa9e2e44b2e9eL, 0xb7c9414a4a72d664L,
    0x501554b5836f587eL, 0xf96dcdd5085bdeb7L, 0x4011109135f2ad32L, 0x6124a4aa6d164bc5L,
    0x6681b41b89844850L, 0x9b6dd443e1bd4608L, 0x52015ce2d469d373L, 0xaf8b10364e3104d4L,
    0x419ab0b576bb0f8fL, 0xbfa2735ea4f403ddL, 0x68f781225791b27fL, 0x9903ebcaa1866c94L,
    0x53f9341b79415b99L, 0x4736563bb46b8a10L, 0x432dc3492dcde2e1L, 0x05c511c95d22d4daL,
    0x6b7c6ba849496b01L, 0xa2d4e9422e9e215cL, 0x55fd22ed076def34L, 0x8243edce8bb1b44aL,
    0x44ca82573924bf5dL, 0x350324a53c8e29d5L, 0x6e10d08b8ea1322eL, 0xbb383aa1fa7d0fbaL,
    0x580d73a2d880f4f2L, 0x2f602ee7fb973fc8L, 0x4671294f139a5d8eL, 0x8c4cf2532fac3307L,
    0x70b50ee4ec2a2f4aL, 0x7a14b6eb7f79eb3eL, 0x5a2a7250bcee8c3bL, 0x94dd5f22cc6188feL,
    0x4821f50d63f209c9L, 0x43e44c1bd6b46d98L, 0x736988156cb6760eL, 0xd306e02c8aba48f3L,
    0x5c546cddf091f80bL, 0xdc058023a22ea0c3L, 0x49dd23e4c074c66fL, 0xe33799b61b58809cL,
    0x762e9fd467213d7fL, 0xd1f28f89c55a6760L, 0x5e8bb3105280fdffL, 0xdb2872d49de1ec4dL,
    0x4ba2f5a6a8673199L, 0x7c205bdd4b1b2371L, 0x7904bc3dda3eb5c2L, 0x6033c62ede91d24eL,
    0x60d09697e1cbc49bL, 0x80296b58b20e41d8L, 0x4d73abacb4a303afL, 0x99babc46f4d834adL,
    0x7bec45e12104d2b2L, 0x8f912d3e548d2114L, 0x63236b1a80d0a88eL, 0xd940f0feaa0a80ddL,
    0x4f4f88e200a6ed3fL, 0x1433f3feee6ecd7eL, 0x7ee5a7d0010b1531L, 0xb9ecb997e3e47bfcL,
    0x6584864000d5aa8eL, 0x2e56fadfe9839663L, 0x5136d1cccd77bba4L, 0xf1df2f19879c784fL,
    0x40f8a7d70ac62fb7L, 0x27e5bf479fb06040L, 0x67f43fbe77a37f8bL, 0x7309320c32b3cd32L,
    0x5329cc985fb5ffa2L, 0xc26dc1a35bc30a8fL, 0x4287d6e04c91994fL, 0x01f167b5e3026ed9L,
    0x6a72f166e0e8f54bL, 0x364f0c563803e48eL, 0x5528c11f1a53f76fL, 0x5ea5a3782ccfea0bL,
    0x44209a7f48432c59L, 0x188482c68a3fee6fL, 0x6d00f7320d3846f4L, 0xf40737a410664a4bL,
    0x5733f8f4d76038c3L, 0xf66c2c834051d509L, 0x45c32d90ac4cfa36L, 0x5ebcf0690041773bL,
    0x6f9eaf4de07b29f0L, 0x9794b3db339bf1f7L, 0x594bbf71806287f3L, 0xac76f648f6165b2cL,
    0x476fcc5acd1b9ff6L, 0x23925ea0c4deaf57L, 0x724c7a2ae1c5ccbdL, 0x05b6fdce07cab224L,
    0x5b7061bbe7d17097L, 0x37c597d8063bc1b7L, 0x4926b496530df3acL, 0x2c9e1313382fce2cL,
    0x750aba8a1e7cb913L, 0x7a9684eb8d1949dfL, 0x5da22ed4e530940fL, 0x95453722d7476e4cL,
    0x4ae825771dc07672L, 0xddd0f8e8ac39250aL, 0x77d9d58b62cd8a51L, 0x62e7f4a779f50810L,
    0x5fe177a2b5713b74L, 0x4f1ff6ec6190d340L, 0x4cb45fb55df42f90L, 0x3f4cc589e7a70f66L,
    0x7aba32bbc986b280L, 0x6547a2763f71b23dL, 0x622e8efca1388ecdL, 0x1dd2e85e9927c1cbL,
    0x4e8ba596e760723dL, 0xb17586b2141fce3cL, 0x7dac3c24a5671d2fL, 0x8255a4502032e392L,
    0x6489c9b6eab8e426L, 0x01de1d0ce68f1c75L, 0x506e3af8bbc71cebL, 0x34b1b0d71ed8e391L,
    0x40582f2d6305b0bcL, 0x2a27c0ac18ad82dbL, 0x66f37eaf04d5e793L, 0x76a601135aaf37c4L,
    0x525c6558d0ab1fa9L, 0x2bb800dc488c2c9dL, 0x41e384470d55b2edL, 0xbc9333e36d3cf07eL,
    0x696c06d81555eb15L, 0xfa851fd2486180c9L, 0x54566be0111188deL, 0x6204197506b46707L,
    0x4378564cda746d7eL, 0xb4d0145d9ef6b8d2L, 0x6bf3bd47c3ed7bfdL, 0xee19ba2f64bdf484L,
    0x565c976c9cbdfccbL, 0x24e161bf83cb2a03L, 0x4516df8a16fe63d5L, 0xb71ab499363c219cL,
    0x6e8aff4357fd6c89L, 0x24f7875b89f9cf60L, 0x586f329c466456d4L, 0x1d92d2afa194a5e6L,
    0x46bf5bb038504576L, 0x7e0f0ef2e7aa1e52L, 0x71322c4d26e6d58aL, 0x634b4b1e3f7696e9L,
    0x5a8e89d75252446eL, 0xb5d5d5b1cc5edf21L, 0x487207df750e9d25L, 0x5e44aaf4a37f18e7L,
    0x73e9a63254e42ea2L, 0x306dde5438cb5b0cL, 0x5cbaeb5b771cf21bL, 0x59f17ea9c70915a3L,
    0x4a2f22af927d8e7cL, 0x47f465549f3a77b6L, 0x76b1d118ea627d93L, 0xa653d55431f725efL,
    0x5ef4a74721e86476L, 0x1ea977768e5f518cL, 0x4bf6ec38e7ed1d2bL, 0x4bbac5f871e5dad7L,
    0x798b138e3fe1c845L, 0x45f7a3271ca2f7beL, 0x613c0fa4ffe7d36aL, 0x9e5fb5b8e3b592feL,
    0x4dc9a61d998642bbL, 0xb1e62afa4fc47598L, 0x7c75d695c2706ac5L, 0xe97044c3b2d3ef5aL,
    0x63917877cec0556bL, 0x21269d695bdcbf7bL, 0x4fa793930bcd1122L, 0x80ebb121164a32c9L,
    0x7f7285b812e1b504L, 0x01791b6823a9eadbL, 0x65f537c675815d9cL, 0xcdfa7c534fbb2249L,
    0x5190f96b91344ae3L, 0xd7fb96a90c95b507L, 0x4140c78940f6a24fL, 0xdffc78873d4490d3L,
    0x6867a5a867f103b2L, 0xfffa5a71fba0e7b7L, 0x53861e2053273628L, 0xccc8485b2fb3ec92L,
    0x42d1b1b375b8f820L, 0xa3d36d15bfc323a8L, 0x6ae91c5255f4c034L, 0x39524822cc6b6c40L,
    0x558749db77f70029L, 0xc77506823d22bd00L, 0x446c3b15f9926687L, 0xd2c40534fdb56400L,
    0x6d79f82328ea3da6L, 0x1e066ebb2f88a000L, 0x5794c6828721caebL, 0x4b385895bfa08000L,
    0x46109eced2816f22L, 0xa2937a11661a0000L, 0x701a97b150cf1837L, 0x6a85901bd6900000L,
    0x59aedfc10d7279c5L, 0xeed1401645400000L, 0x47bf19673df52e37L, 0xf2410011d1000000L,
    0x72cb5bd86321e38cL, 0xb6ce6682e8000000L, 0x5bd5e313828182d6L, 0xf8a51ecf20000000L,
    0x4977e8dc68679bdfL, 0x2d50e57280000000L, 0x758ca7c70d7292feL, 0xaee7d58400000000L,
    0x5e0a1fd271287598L, 0x8becaad000000000L, 0x4b3b4ca85a86c47aL, 0x098a224000000000L,
    0x785ee10d5da46d90L, 0x0f436a0000000000L, 0x604be73de4838ad9L, 0xa5cf880000000000L,
    0x4d0985cb1d3608aeL, 0x1e3fa00000000000L, 0x7b426fab61f00de3L, 0x6399000000000000L,
    0x629b8c891b267182L, 0xb614000000000000L, 0x4ee2d6d415b85aceL, 0xf810000000000000L,
    0x7e37be2022c0914bL, 0x2680000000000000L, 0x64f964e68233a76fL, 0x5200000000000000L,
    0x50c783eb9b5c85f2L, 0xa800000000000000L, 0x409f9cbc7c4a04c2L, 0x2000000000000000L,
    0x6765c793fa10079dL, 0x0000000000000000L, 0x52b7d2dcc80cd2e4L, 0x0000000000000000L,
    0x422ca8b0a00a4250L, 0x0000000000000000L, 0x69e10de76676d080L, 0x0000000000000000L,
    0x54b40b1f852bda00L, 0x0000000000000000L, 0x43c33c1937564800L, 0x0000000000000000L,
    0x6c6b935b8bbd4000L, 0x0000000000000000L, 0x56bc75e2d6310000L, 0x0000000000000000L,
    0x4563918244f40000L, 0x0000000000000000L, 0x6f05b59d3b200000L, 0x0000000000000000L,
    0x58d15e1762800000L, 0x0000000000000000L, 0x470de4df82000000L, 0x0000000000000000L,
    0x71afd498d0000000L, 0x0000000000000000L, 0x5af3107a40000000L, 0x0000000000000000L,
    0x48c2739500000000L, 0x0000000000000000L, 0x746a528800000000L, 0x0000000000000000L,
    0x5d21dba000000000L, 0x0000000000000000L, 0x4a817c8000000000L, 0x0000000000000000L,
    0x7735940000000000L, 0x0000000000000000L, 0x5f5e100000000000L, 0x0000000000000000L,
    0x4c4b400000000000L, 0x0000000000000000L, 0x7a12000000000000L, 0x0000000000000000L,
    0x61a8000000000000L, 0x0000000000000000L, 0x4e20000000000000L, 0x0000000000000000L,
    0x7d00000000000000L, 0x0000000000000000L, 0x6400000000000000L, 0x0000000000000000L,
    0x5000000000000000L, 0x0000000000000000L, 0x4000000000000000L, 0x0000000000000000L,
    0x6666666666666666L, 0x6666666666666667L, 0x51eb851eb851eb85L, 0x1eb851eb851eb852L,
    0x4189374bc6a7ef9dL, 0xb22d0e5604189375L, 0x68db8bac710cb295L, 0xe9e1b089a0275255L,
    0x53e2d6238da3c211L, 0x87e7c06e19b90eaaL, 0x431bde82d7b634daL, 0xd31fcd24e160d888L,
    0x6b5fca6af2bd215eL, 0x1e99483b02348da7L, 0x55e63b88c230e77eL, 0x7ee106959b5d3e1fL,
    0x44b82fa09b5a52cbL, 0x98b405447c4a9819L, 0x6df37f675ef6eadfL, 0x5ab9a2072d44268eL,
    0x57f5ff85e592557fL, 0x7bc7b4d28a9ceba5L, 0x465e6604b7a84465L, 0xfc9fc3dba21722eaL,
    0x709709a125da0709L, 0x9432d2f9035837ddL, 0x5a126e1a84ae6c07L, 0xa9c24260cf79c64bL,
    0x480ebe7b9d58566cL, 0x87ce9b80a5fb0509L, 0x734aca5f6226f0adL, 0xa6175f343cc4d4daL,
    0x5c3bd5191b525a24L, 0x84df7f5cfd6a43e2L, 0x49c97747490eae83L, 0x9d7f99173121cfe8L,
    0x760f253edb4ab0d2L, 0x9598f4f1e8361973L, 0x5e72843249088d75L, 0x447a5d8e535e7ac3L,
    0x4b8ed0283a6d3df7L, 0x69fb7e0b75e52f02L, 0x78e480405d7b9658L, 0xa9926345896eb19dL,
    0x60b6cd004ac94513L, 0xbadb829e078bc14aL, 0x4d5f0a66a23a9da9L, 0x6249354b393c9aa2L,
    0x7bcb43d769f762a8L, 0x9d41eedec1fa9103L, 0x63090312bb2c4eedL, 0x4a9b257f019540cfL,
    0x4f3a68dbc8f03f24L, 0x3baf513267aa9a3fL, 0x7ec3daf941806506L, 0xc5e54eb70c4429ffL,
    0x65697bfa9acd1d9fL, 0x04b7722c09d02199L, 0x51212ffbaf0a7e18L, 0xd092c1bcd4a68147L,
    0x40e7599625a1fe7aL, 0x407567ca43b8676cL, 0x67d88f56a29cca5dL, 0x33ef0c76d2c0a57aL,
    0x5313a5dee87d6eb0L, 0xf658d6c57566eac8L, 0x42761e4bed31255aL, 0x5ead789df78588a0L,
    0x6a5696dfe1e83bc3L, 0xcaaf276325a27433L, 0x5512124cb4b9c969L, 0x6ef285e8eae85cf5L,
    0x440e750a2a2e3abaL, 0xbf286b20bbed172bL, 0x6ce3ee76a9e3912aL, 0xcb73de9ac6482511L,
    0x571cbec554b60dbbL, 0xd5f64baf0506840eL, 0x45b0989ddd5e7163L, 0x1191d6259d9ed00bL,
    0x6f80f42fc8971bd1L, 0xb5b6236f6297b345L, 0x5933f68ca078e30eL, 0x2af81c591bac8f6aL,
    0x475cc53d4d2d8271L, 0xbbf9b0474956d922L, 0x722e086215159d82L, 0xc65c4d3edbbe2836L,
    0x5b5806b4ddaae468L, 0x9eb03dcbe2fe8692L, 0x49133890b1558386L, 0xe559cb0982653875L,
    0x74eb8db44eef38d7L, 0xd55c780f37085a54L, 0x5d893e29d8bf60acL, 0xaab0600c2c06aeaaL,
    0x4ad431bb13cc4d56L, 0xeef38009bcd22555L, 0x77b9e92b52e07bbeL, 0x4b1f3342c7b6a221L,
    0x5fc7edbc424d2fcbL, 0x6f4c2902395ee81aL, 0x4c9ff163683dbfd5L, 0xf2a35401c77f2015L,
    0x7a998238a6c932efL, 0xea9eeccfa5983355L, 0x6214682d523a8f26L, 0x554bf0a61e135c44L,
    0x4e76b9bddb620c1eL, 0xaaa326eb4b42b036L, 0x7d8ac2c95f034697L, 0x776b7178786ab38aL,
    0x646f023ab2690545L, 0xf922c12d2d22293bL, 0x5058ce955b87376bL, 0x2db56757574e8763L,
    0x40470baaaf9f5f88L, 0xf15dec45df7205e9L, 0x66d812aab29898dbL, 0x1bc97a0965833ca7L,
    0x524675555bad4715L, 0xafd461a11e0296ecL, 0x41d1f7777c8a9f44L, 0x8ca9e7b418021257L,
    0x694ff258c7443207L, 0x47763f868cd01d57L, 0x543ff513d29cf4d2L, 0x9f91cc6ba3d9b113L,
    0x43665da9754a5d75L, 0x4c74a3894fe15a75L, 0x6bd6fc425543c8bbL, 0xad876c0ee6355d88L,
    0x5645969b77696d62L, 0xf139233f1e9117a0L, 0x4504787c5f878ab5L, 0x8dc74f65b20dac80L,
    0x6e6d8d93cc0c1122L, 0x7c7218a2b67c4733L, 0x5857a4763cd6741bL, 0x96c1ad4ef8636c29L,
    0x46ac8391ca4529afL, 0xabce243f2d1c5688L, 0x711405b6106ea919L, 0x12e36d31e1c6f0d9L,
    0x5a766af80d255414L, 0x0f1c575b1b058d7aL, 0x485ebbf9a41ddcdcL, 0xd8e37915af37a462L,
    0x73cac65c39c96161L, 0x5b058e8918590703L, 0x5ca23849c7d44de7L, 0x7c04720746ad9f35L,
    0x4a1b603b06437185L, 0xfcd05b390557b291L, 0x76923391a39f1c09L, 0x948091f4d5591db5L,
    0x5edb5c7482e5b007L, 0xaa0074c3dde0e491L, 0x4be2b05d35848cd2L, 0xee66c3cfe4b3ea0eL,
    0x796ab3c855a0e151L, 0x7d71394ca11fdce2L, 0x6122296d114d810dL, 0xfdf42dd6e74cb0b5L,
    0x4db4edf0daa4673eL, 0x64c357df1f708d5eL, 0x7c54afe7c43a3ecaL, 0x3ad22631cbe74896L,
    0x6376f31fd02e98a1L, 0xc8a81e8e3cb906deL, 0x4f925c1973587a1bL, 0x06ece53e96fa6be5L,
    0x7f50935bebc0c35eL, 0x717b086424c3dfd5L, 0x65da0f7cbc9a35e5L, 0x2795a0501d697fddL,
    0x517b3f96fd482b1dL, 0xb94480401787997eL, 0x412f66126439bc17L, 0xc76a003346061465L,
    0x684bd683d38f9359L, 0x3f10005209a353d4L, 0x536fdecfdc72dc47L, 0x65a666a807b5dcaaL,
    0x42bfe57316c249d2L, 0xb7b85220062b16eeL, 0x6acca251be03a951L, 0x25f3b699a37824b0L,
    0x557081dafe695440L, 0xeb295ee14f93508dL, 0x445a017bfebaa9cdL, 0x88ede5810c75da0bL,
    0x6d5ccf2ccac442e2L, 0x74afd59b4722f677L, 0x577d728a3bd03581L, 0xf6f3114905b591f9L,
    0x45fdf53b630cf79bL, 0x2bf5a76d9e2adb2eL, 0x6ffcbb923814bf5eL, 0xacbc3f15c9de2b7cL,
    0x5996fc74f9aa32b2L, 0x23c9cc116e4b55fdL, 0x47abfd2a6154f55bL, 0x4fd4a34125091197L,
    0x72acc843ceee555eL, 0xe6210535080e828bL, 0x5bbd6d030bf1dde5L, 0x84e7375da00b9ba3L,
    0x49645735a327e4b7L, 0x9d85c5e48009494fL, 0x756d5855d1d96df2L, 0x95a2d63a66754218L,
    0x5df11377db1457f5L, 0x448244fb852a9b46L, 0x4b2742c648dd132aL, 0x9d3503fc6a887c38L,
    0x783ed13d4161b844L, 0x2ebb3993dda72d27L, 0x603240fdcde7c69cL, 0xf22f614317b8f0ecL,
    0x4cf500cb0b1fd217L, 0x2825e768dfc72723L, 0x7b219ade7832e9beL, 0xa6a30bdaffa50b6bL,
    0x628148b1f9c25498L, 0x854f3caf32ea6f89L, 0x4ecdd3c1949b76e0L, 0x6aa5ca25c2552607L,
    0x7e161f9c20f8be33L, 0xddd6103c6a21d672L, 0x64de7fb01a609829L, 0x7e44d9c9ee81785bL,
    0x50b1ffc0151a1354L, 0x6503e16e5867937cL, 0x408e66334414dc43L, 0x84031abead1fa930L,
    0x674a3d1ed354939fL, 0x399e913114ff751aL, 0x52a1ca7f0f76dc7fL, 0x614ba75a7732c415L,
    0x421b0865a5f8b065L, 0xe76fb9152c289cdeL, 0x69c4da3c3cc11a3cL, 0xa57f8e8846a76162L,
    0x549d7b6363cdae96L, 0xeacc72069eec4de8L, 0x43b12f82b63e2545L, 0x88a38e6bb256a4baL,
    0x6c4eb26abd303ba2L, 0x7438e3df83bdd45cL, 0x56a55b889759c94eL, 0xc360b64c6964a9e4L,
    0x45511606df7b0772L, 0x35e6f83d211d54b6L, 0x6ee8233e325e7250L, 0x563e59fb682eedf0L,
    0x58b9b5cb5b7ec1d9L, 0xde9847fc5358be5aL, 0x46faf7d5e2cbce47L, 0xe5469ffd0f7a31e1L,
    0x71918c896adfb073L, 0x0870fffb4bf6b635L, 0x5adad6d4557fc05cL, 0x06c0ccc909922b5eL,
    0x48af1243779966b0L, 0x05670a3a6e0e8918L, 0x744b506bf28f0ab3L, 0x3bd8105d7ce40e8cL,
    0x5d090d2328726ef5L, 0xc979a6b130b6720aL, 0x4a6da41c205b8bf7L, 0xd46152275a2b8e6fL,
    0x7715d36033c5acbfL, 0xba35503ef6ac1717L, 0x5f44a919c3048a32L, 0xfb5dd9cbf889ac12L,
    0x4c36edae359d3b5bL, 0xfc4b14a32d3af00fL, 0x79f17c49ef61f893L, 0x2d44edd1e1f7e67eL,
    0x618dfd07f2b4c6dcL, 0x243724a7e7f98532L, 0x4e0b30d328909f16L, 0x835f5086532e0428L,
    0x7cdeb4850db431bdL, 0x9efee73d51e339d9L, 0x63e55d373e29c164L, 0x7f32529774b5c7e1L,
    0x4feab0f8fe87cde9L, 0xff5b7545f6f7d31aL, 0x7fdde7f4ca72e30fL, 0xfef8bba324bfb82aL,
    0x664b1ff7085be8d9L, 0x98c6fc8283cc9355L, 0x51d5b32c06afed7aL, 0xe09f3068697075deL,
    0x4177c2899ef32462L, 0x4d4c26b9edf3917eL, 0x68bf9da8fe51d3d0L, 0x7bad0ac316528263L,
    0x53cc7e20cb74a973L, 0x9624089c11db9b83L, 0x4309fe80a2c3bac2L, 0xde833a1674afaf9cL,
    0x6b4330cdd1392ad1L, 0x640529bd877f7f5fL, 0x55cf5a3e40fa88a7L, 0x833754979f9932b3L,
    0x44a5e1cb672ed3b9L, 0x35c5dd4619475bc2L, 0x6dd636123eb152c1L, 0xefa2fba35ba55f9dL,
    0x57de91a832277567L, 0xf2e8c94f7c844c7eL, 0x464ba7b9c1b92ab9L, 0x8f20a10c639d09feL,
    0x70790c5c6928445cL, 0x183434e09f61a997L, 0x59fa7049edb9d049L, 0xacf690b3b2b487acL,
    0x47fb8d07f161736eL, 0x23f873c2f55d3956L, 0x732c14d98235857dL, 0x065a52d18895288aL,
    0x5c2343e134f79dfdL, 0x9eaea8a7a07753a2L, 0x49b5cfe75d92e4caL, 0xe55886ec805f761bL,
    0x75efb30bc8eb07abL, 0x088da4ad9a325691L, 0x5e595c096d88d2efL, 0x3a0aea247b5b7874L,
    0x4b7ab0078ad3dbf2L, 0x94d5881d2f7c605dL, 0x78c44cd8de1fc650L, 0xee227361e593cd61L,
    0x609d0a4718196b73L, 0xf1b5291b1e0fd781L, 0x4d4a6e9f467abc5cL, 0xc15dba7c180cac68L,
    0x7baa4a9870c46094L, 0x6895f72cf3477a3fL, 0x62eea2138d69e6ddL, 0x2077f8f0c29f94ffL,
    0x4f254e760abb1f17L, 0x4d2cc72702194400L, 0x7ea21723445e9825L, 0x4847a50b368ed332L,
    0x654e78e9037ee01dL, 0xd36c8408f872428fL, 0x510b93ed9c658017L, 0xdc56d0072d28353fL,
    0x40d60ff149eaccdfL, 0xe378a66c24202a99L, 0x67bce64edcaae166L, 0x38c10a46a033775bL,
    0x52fd850be3bbe784L, 0xfa34083880292c49L, 0x42646a6fe9631f9dL, 0x94f66cfa0020f03aL,
    0x6a3a43e642383295L, 0xbb23e1900034b390L, 0x54fb698501c68edeL, 0x2f4fe7a666908fa7L,
    0x43fc546a67d20be4L, 0xf2a652eb854072ecL, 0x6cc6ed770c83463bL, 0x1dd6eb126ecd84acL,
    0x57058ac5a39c382fL, 0x4b1255a858a46a23L, 0x459e089e1c7cf9bfL, 0x6f41de2046e9ee83L,
    0x6f6340fcfa618f98L, 0xb202fd0071764a6bL, 0x591c33fd951ad946L, 0xf4cf30cd2791d522L,
    0x4749c33144157a9fL, 0x2a3f5a3db941774fL, 0x720f9eb539bbf765L, 0x10655d2f8ecf254aL,
    0x5b3fb22a94965f84L, 0x0d1de4260bd8eaa2L, 0x48ffc1bbaa11e603L, 0x3db18351a313eee8L,
    0x74cc692c434fd66bL, 0x95e8d21c381fe4a6L, 0x5d705423690cab89L, 0x44ba41b02ce65085L,
    0x4ac0434f873d5607L, 0x6a2e9af3571ea6d1L, 0x779a054c0b955672L, 0x437dc4b88b643e1bL,
    0x5fae6aa33c77785bL, 0x69316a2d3c5031afL, 0x4c8b888296c5f9e2L, 0xba8dee8a96a68e26L,
    0x7a78da6a8ad65c9dL, 0xf7497daa8aa416a3L, 0x61fa48553bdeb07eL, 0x5f6dfe220883454fL,
    0x4e61d37763188d31L, 0xe5f1981b3a029dd9L, 0x7d6952589e8daeb6L, 0x3cb5c02b90042fc1L,
    0x645441e07ed7bef8L, 0x3091668940035967L, 0x504367e6cbdfcbf9L, 0xc074520766691453L,
    0x4035ecb8a3196ffbL, 0x005d0e6c51eda9dcL, 0x66bcadf43828b32bL, 0x33c81713b6490fc6L,
    0x52308b29c686f5bcL, 0x296cdf42f83a7305L, 0x41c06f549ed25e30L, 0x2123e5cf2cfb8f37L,
    0x6933e554315096b3L, 0x68396fb1e1927ebeL, 0x542984435aa6def5L, 0xecfabfc18141feffL,
    0x435469cf7bb8b25eL, 0x572effce010198ccL, 0x6bba42e592c11d63L, 0xbeb199499b35c146L,
    0x562e9beadbcdb11cL, 0x988e143ae291676bL, 0x44f216557ca48db0L, 0x7a0b43624edab923L,
    0x6e5023bbfaa0e2b3L, 0xf6786bd07e2ac1d1L, 0x58401c96621a4ef6L, 0x5ec6bca6cb5567daL,
    0x4699b0784e7b725eL, 0xb23896ebd5ddecafL, 0x70f5e726e3f8b6fdL, 0xe9f424ac8963144bL,
    0x5a5e5285832d5f31L, 0x87f683bd3ab5a9d5L, 0x484b75379c244c27L, 0x9ff869642ef7bb11L,
    0x73abeebf603a1372L, 0x998d756d17f2c4e8L, 0x5c898bcc4cfb42c2L, 0x14712abdacc23720L,
    0x4a07a309d72f689bL, 0x438dbbcaf09b5f4dL, 0x76729e762518a75eL, 0xd27c5fab1a923215L,
    0x5ec2185e8413b918L, 0xa8637fbc1541c1aaL, 0x4bce79e536762dadL, 0x5382cc967767ce22L,
    0x794a5ca1f0bd15e2L, 0x1f37adbd8bd949cfL, 0x61084a1b26fdab1bL, 0x4c2c8afe097aa173L,
    0x4da03b48ebfe227cL, 0x3cf06f31a12ee78fL, 0x7c33920e46636a60L, 0x6180b1e901e4a5b2L,
    0x635c74d8384f884dL, 0x1acd5b20ce50848eL, 0x4f7d2a469372d370L, 0xe23de280a50d36d8L,
    0x7f2eaa0a85848581L, 0x69fc9d9aa1aebe27L, 0x65beee6ed136d134L, 0x54ca17aee7befe85L,
    0x51658b8bda9240f6L, 0xaa3b462586326538L, 0x411e093caedb672bL, 0xbb629e846b5b842dL,
    0x68300ec77e2bd845L, 0xf89dca6d78926d14L, 0x5359a56c64efe037L, 0xfa17d52460752410L,
    0x42ae1df050bfe693L, 0x2e7977504d2a8340L, 0x6ab02fe6e79970ebL, 0x7d8f254d48440533L,
    0x5559bfebec7ac0bcL, 0x6472843dd3699dc2L, 0x4447ccbcbd2f0096L, 0xb6c20364a9214b02L,
    0x6d3fadfac84b3424L, 0x579cd23aa83544d0L, 0x576624c8a03c29b6L, 0xac7d74fbb9c4370dL,
    0x45eb50a08030215eL, 0xf0645d962e369271L, 0x6fdee76733803564L, 0xb3d3c8f049f0ea4eL,
    0x597f1f85c2ccf783L, 0xc30fd3f36e5a550bL, 0x4798e6049bd72c69L, 0x68d9765c58484409L,
    0x728e3cd42c8b7a42L, 0x415bf093c073a00eL, 0x5ba4fd768a092e9bL, 0x677cc076338fb33eL,
    0x4950cac53b3a8bafL, 0x85fd66c4f60c8f65L, 0x754e113b91f745e5L, 0xa32f0ad4bce0e56fL,
    0x5dd80dc941929e51L, 0x4f58d576fd80b78cL, 0x4b133e3a9adbb1daL, 0xa5e0aac5979a2c70L,
    0x781ec9f75e2c4fc4L, 0x3c9aaad5bf5d13e6L, 0x6018a192b1bd0c9cL, 0xfd4888aaff7da985L,
    0x4ce0814227ca707dL, 0x976d3a2265fe2137L, 0x7b00ced03faa4d95L, 0xbf1529d0a3303525L,
    0x62670bd9cc883e11L, 0x65aa87da1c2690eaL, 0x4eb8d647d6d364daL, 0xb7bb9fe1b01eda55L,
    0x7df48a0c8aebd491L, 0x25f8ffcf80315d55L, 0x64c3a1a3a25643a7L, 0x5193ffd9335ab111L,
    0x509c814fb511cfb9L, 0x0e0fffe0f5e22741L, 0x407d343fc40e3fc7L, 0x3e73331a5e4e85cdL,
    0x672eb9ffa016cc71L, 0xfd851e9096e40948L, 0x528bc7ffb345705bL, 0x31374ba6df1cd43aL,
    0x42096ccc8f6ac048L, 0xf42c3c857f4a4362L, 0x69a8ae1418aacd41L, 0x86ad2da265439f02L,
    0x5486f1a9ad557101L, 0x388a8ae85102e59cL, 0x439f27baf1112734L, 0x2d3ba25374025149L,
    0x6c31d92b1b4ea520L, 0x485f6a1f2003b542L, 0x568e4755af721db3L, 0x6d1921b28002f768L,
    0x453e9f77bf8e7e29L, 0x24141af5333592baL, 0x6eca98bf98e3fd0eL, 0xa0202b21eb88eac2L,
    0x58a213cc7a4ffda5L, 0x4ce688e7efa0bbcfL, 0x46e80fd6c83ffe1dL, 0xd71ed3ecbfb3c972L,
    0x71734c8ad9fffcfcL, 0x8b648647991fa8b7L, 0x5ac2a3a247fffd96L, 0xd5ea0506141953c6L,
    0x489bb61b6ccccadfL, 0x11880404dce10fd1L, 0x742c569247ae1164L, 0xe8d9a007c7ce7fb5L,
    0x5cf04541d2f1a783L, 0xed7ae66c9fd8662aL, 0x4a59d101758e1f9cL, 0xbdfbeb8a1979eb55L,
    0x76f61b3588e365c7L, 0x965fdf435bf64555L, 0x5f2b48f7a0b5eb06L, 0x11e64c35e32b6aaaL,
    0x4c22a0c61a2b226bL, 0x418509c4b5bc5555L, 0x79d1013cf6ab6a45L, 0x35a1a93abc608888L,
    0x617400fd9222bb6aL, 0x914e20fbc9e6d3a0L, 0x4df6673141b562bbL, 0xa771b3fca185761aL,
    0x7cbd71e869223792L, 0xa582b99435a2568fL, 0x63cac186ba81c60eL, 0xeacefadcf7b5120cL,
    0x4fd5679efb9b04d8L, 0xbbd8c8b0c62a74d7L, 0x7fbbd8fe5f5e6e27L, 0x92f4744e09dd87beL
  };

  private static final int[] G_EXP = new int[K_MAX - K_MIN + 1];

  /** 5^0 .. 5^27 (5^27 < 2^63). */
  private static final long[] POW5 = new long[28];

  /** log2(10): the bit length of 10^n is floor(n log2(10)) + 1 (n <= 325; tested). */
  private static final double LOG2_10 = 3.321928094887362;

  static {
    for (int k = K_MIN; k <= K_MAX; k++) {
      int bits = (int) Math.floor(Math.abs(k) * LOG2_10) + 1;
      G_EXP[k - K_MIN] = k <= 0 ? 127 - bits : 126 + bits;
    }
    POW5[0] = 1;
    for (int i = 1; i < POW5.length; i++) {
      POW5[i] = POW5[i - 1] * 5;
    }
  }

  /** log10(2) and log10(3/4), for {@link #kFor}. */
  private static final double LOG10_2 = 0.30102999566398119521;

  private static final double LOG10_3_4 = -0.12493873660829995313;

  /**
   * Appends the JSON text ({@link JsonNumbers#appendLayout}) of the shortest decimal of the normal
   * double {@code x} to {@code sb}; false, appending nothing, when the caller must decide
   * (subnormal, or an approximation too close to call).
   */
  static boolean appendDouble(StringBuilder sb, double x) {
    long bits = Double.doubleToRawLongBits(x);
    int be = (int) (bits >>> 52) & 0x7ff;
    if (be == 0) {
      return false;
    }
    long t = bits & ((1L << 52) - 1);
    return digits(sb, bits < 0, (1L << 52) | t, be - 1075, t == 0 && be > 1);
  }

  /** {@link #appendDouble} for a float: the shortest decimal that reads back as the float. */
  static boolean appendFloat(StringBuilder sb, float x) {
    int bits = Float.floatToRawIntBits(x);
    int be = (bits >>> 23) & 0xff;
    if (be == 0) {
      return false;
    }
    int t = bits & ((1 << 23) - 1);
    return digits(sb, bits < 0, (1L << 23) | t, be - 150, t == 0 && be > 1);
  }

  /**
   * The shortest decimal of {@code c x 2^q} ({@code c} with its hidden bit); {@code irregular}: the
   * value is a power of two above the smallest normal, whose lower neighbour is twice as near.
   */
  private static boolean digits(
      StringBuilder sb, boolean negative, long c, int q, boolean irregular) {
    int k = kFor(q, irregular);
    int i = k - K_MIN;
    long gHi = G[2 * i];
    long gLo = G[2 * i + 1];
    // x 10^-k = x G 2^-E, and x 2^q G 2^-E = (x << h) G 2^-128 with h = 128 + q - E.
    int h = 128 + q - G_EXP[i];
    long cb = c << 2;
    long out1 = c & 1; // the ends are outside R when c is odd
    long vb = roundToOdd(cb, h, q, k, gHi, gLo);
    long vbl = roundToOdd(cb - (irregular ? 1 : 2), h, q, k, gHi, gLo);
    long vbr = roundToOdd(cb + 2, h, q, k, gHi, gLo);
    if ((vb | vbl | vbr) < 0) {
      return false;
    }
    long s = vb >> 2;
    // A multiple of 10^(k+1) in R: the one below v or the one above (never both).
    long sp10 = s / 10 * 10;
    long tp10 = sp10 + 10;
    boolean upIn = vbl + out1 <= sp10 << 2;
    boolean wpIn = (tp10 << 2) + out1 <= vbr;
    long d;
    if (upIn != wpIn) {
      d = upIn ? sp10 : tp10;
    } else if (upIn) {
      return false; // cannot be: |R| < 10^(k+1)
    } else {
      long u = s;
      long w = s + 1;
      boolean uIn = vbl + out1 <= u << 2;
      boolean wIn = (w << 2) + out1 <= vbr;
      if (uIn != wIn) {
        d = uIn ? u : w;
      } else if (!uIn) {
        return false; // cannot be: |R| >= 10^k
      } else {
        long cmp = vb - ((u + w) << 1); // v against the midpoint of u and w, both x 4
        d = cmp < 0 || (cmp == 0 && (u & 1) == 0) ? u : w;
      }
    }
    if (d == 0) {
      return false; // cannot be: the candidates are near v > 0
    }
    while (d % 10 == 0) {
      d /= 10;
      k++;
    }
    JsonNumbers.appendLayout(sb, negative, d, k);
    return true;
  }

  /**
   * {@code x 2^q 10^-k} rounded to odd (its floor, with the last bit set when it is not an
   * integer), from {@code (x << h) G 2^-128}; -1 when the two bounds of the floor differ.
   */
  private static long roundToOdd(long x, int h, int q, int k, long gHi, long gLo) {
    long a = x << h; // below 2^63: x < 2^55 + 3, h <= 8 (checked by the tests)
    // a x G = t2 2^128 + t1 2^64 + t0, with G = gHi 2^64 + gLo (gLo unsigned).
    long loHi = Math.multiplyHigh(a, gLo) + (gLo < 0 ? a : 0);
    long t0 = a * gLo;
    long hiLo = a * gHi;
    long hiHi = Math.multiplyHigh(a, gHi);
    long t1 = loHi + hiLo;
    long t2 = hiHi + (Long.compareUnsigned(t1, hiLo) < 0 ? 1 : 0);
    if (isInteger(x, q, k)) {
      // The value is an integer n and a G < n 2^128 + a < (n + 1) 2^128: the upper bound's floor.
      return t2;
    }
    // The true value lies in ((a (G - 1)), a G] / 2^128; its floor is t2 unless a x (G - 1)
    // falls below t2 2^128, that is unless t1:t0 < a.
    if (t1 == 0 && Long.compareUnsigned(t0, a) < 0) {
      return -1;
    }
    return t2 | 1;
  }

  /** Whether {@code x 2^q 10^-k = x 2^(q-k) 5^-k} (x > 0) is an integer. */
  private static boolean isInteger(long x, int q, int k) {
    if (Long.numberOfTrailingZeros(x) + q - k < 0) {
      return false;
    }
    return k <= 0 || (k < POW5.length && x % POW5[k] == 0);
  }

  /** For tests: {@code h} for a double's {@code q} (the shift must keep {@code x << h} < 2^63). */
  static int shiftFor(int q, boolean irregular) {
    return 128 + q - G_EXP[kFor(q, irregular) - K_MIN];
  }

  /** For tests: the table's entry for {@code k}, {hi, lo, E}. */
  static long[] tableEntry(int k) {
    int i = k - K_MIN;
    return new long[] {G[2 * i], G[2 * i + 1], G_EXP[i]};
  }

  /** For tests: the table's range of {@code k}. */
  static int[] tableRange() {
    return new int[] {K_MIN, K_MAX};
  }

  /**
   * {@code k = floor(log10 |R|)} for {@code c x 2^q}: {@code |R| = 2^q}, or {@code 3/4 x 2^q} when
   * the lower half-gap is halved ({@code irregular}); the tests check it exactly for every {@code
   * q}.
   */
  static int kFor(int q, boolean irregular) {
    return (int) Math.floor(q * LOG10_2 + (irregular ? LOG10_3_4 : 0));
  }
}
