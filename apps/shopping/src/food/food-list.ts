import type { ShoppingCategory } from '@mise/contracts';

/**
 * The food list, written for Mise: common ingredients by shopping category (spec section 9), each
 * group with the emoji its entries show. One group per line: `emoji  name, name, …`. Names are
 * singular and lower case; plurals and common adjectives are taken off before matching. A longer
 * name wins over a shorter one it contains ('chicken stock' is Pantry, 'chicken' Meat).
 */
const FOODS: Record<ShoppingCategory, string> = {
  'Fresh Produce': `
🧅 onion, red onion, white onion, yellow onion, spanish onion, bermuda onion, vidalia onion, sweet onion, pearl onion, shallot, spring onion, scallion, green onion, leek, chive, ramp
🧄 garlic, garlic clove, garlic bulb, black garlic, garlic scape
🍅 tomato, cherry tomato, grape tomato, plum tomato, roma tomato, heirloom tomato, beefsteak tomato, tomatillo
🥕 carrot, baby carrot, parsnip, turnip, rutabaga, swede, radish, daikon, beet, beetroot, celery root, celeriac, jicama, horseradish root
🥔 potato, new potato, russet, russet potato, idaho potato, yukon gold, red potato, fingerling potato, baby potato, sweet potato, yam, jerusalem artichoke, taro
🥬 lettuce, romaine, iceberg lettuce, butter lettuce, cabbage, red cabbage, savoy cabbage, napa cabbage, bok choy, pak choi, chard, swiss chard, kale, collard green, spinach, baby spinach, arugula, rocket, watercress, mesclun, mixed green, salad green, endive, escarole, radicchio, frisee, sorrel, mustard green, dandelion green, microgreen, bean sprout, alfalfa sprout
🥦 broccoli, broccolini, broccoli rabe, cauliflower, brussels sprout, kohlrabi, romanesco
🥒 cucumber, english cucumber, zucchini, courgette, summer squash, yellow squash, pickling cucumber
🎃 pumpkin, butternut squash, acorn squash, spaghetti squash, squash, winter squash, kabocha, delicata squash
🫑 bell pepper, red bell pepper, green bell pepper, yellow bell pepper, orange bell pepper, red pepper, green pepper, yellow pepper, sweet pepper, poblano, padron pepper, banana pepper
🌶️ chili, chile, chili pepper, chile pepper, jalapeno, jalapeno pepper, serrano, serrano pepper, habanero, scotch bonnet, thai chili, bird's eye chili, fresno chili, green chili, red chili, anaheim pepper, cubanelle
🍆 eggplant, aubergine, japanese eggplant
🌽 corn, sweet corn, corn on the cob, ear of corn, baby corn
🫛 pea, snap pea, sugar snap pea, snow pea, green bean, string bean, haricot vert, runner bean, fava bean, broad bean, edamame, okra
🍄 mushroom, button mushroom, cremini mushroom, baby bella, portobello mushroom, shiitake mushroom, oyster mushroom, chanterelle, porcini, wild mushroom, enoki mushroom, maitake, morel
🌿 parsley, italian parsley, flat-leaf parsley, curly parsley, cilantro, coriander leaf, basil, thai basil, mint, spearmint, dill, tarragon, thyme, rosemary, sage, oregano leaf, marjoram, chervil, lemongrass, lovage, summer savory, savory, bay leaf, curry leaf, kaffir lime leaf, herb, fresh herb, thyme sprig, rosemary sprig, mint leaf, basil leaf, sage leaf, celery leaf, sea parsley
🫚 ginger, fresh ginger, ginger root, galangal, turmeric root
🥗 celery, celery stalk, fennel, fennel bulb, asparagus, artichoke, artichoke heart, globe artichoke, cardoon, nettle, fiddlehead
🥑 avocado, hass avocado
🍋 lemon, lemon juice, lemon zest, lemon peel, lemon rind, meyer lemon, preserved lemon
🍋‍🟩 lime, lime juice, lime zest, key lime
🍊 orange, orange zest, orange peel, blood orange, navel orange, tangerine, clementine, mandarin, satsuma, kumquat, grapefruit, pomelo, yuzu, citron peel
🍎 apple, granny smith apple, tart apple, green apple, crabapple, quince
🍐 pear, asian pear, bosc pear
🍌 banana, plantain
🍇 grape, red grape, green grape
🍓 strawberry, raspberry, blueberry, blackberry, cranberry, fresh cranberry, gooseberry, currant, red currant, black currant, mulberry, boysenberry, berry, mixed berry
🍒 cherry, sour cherry, sweet cherry
🍑 peach, nectarine, apricot, plum, damson
🥭 mango, papaya, pineapple, passion fruit, guava, lychee, dragon fruit, star fruit, persimmon, pomegranate, pomegranate seed, fig, fresh fig, kiwi, kiwifruit, melon, cantaloupe, honeydew, watermelon, rhubarb, fruit, dates, medjool date
🥥 coconut, fresh coconut, young coconut
`,
  Dairy: `
🥛 milk, whole milk, skim milk, low-fat milk, semi-skimmed milk, buttermilk, half-and-half, cream, heavy cream, whipping cream, heavy whipping cream, double cream, single cream, light cream, sour cream, creme fraiche, clotted cream, evaporated milk, condensed milk, sweetened condensed milk, kefir
🧈 butter, unsalted butter, salted butter, clarified butter, ghee, margarine, cultured butter
🧀 cheese, cheddar, cheddar cheese, mozzarella, fresh mozzarella, buffalo mozzarella, burrata, parmesan, parmesan cheese, parmigiano-reggiano, pecorino, pecorino romano, romano cheese, grana padano, ricotta, ricotta cheese, feta, feta cheese, goat cheese, chevre, cream cheese, mascarpone, cottage cheese, gruyere, emmental, swiss cheese, fontina, gouda, brie, camembert, blue cheese, gorgonzola, roquefort, stilton, manchego, halloumi, paneer, monterey jack, pepper jack, provolone, asiago, queso fresco, cotija, taleggio, comte, jarlsberg, havarti, muenster, colby, american cheese, string cheese, mexican cheese blend, quark
🍦 yogurt, plain yogurt, greek yogurt, natural yogurt, low-fat yogurt, skyr, labneh
`,
  'Eggs & Fridge': `
🥚 egg, egg yolk, egg white, large egg, duck egg, quail egg, hard-boiled egg
🧊 tofu, firm tofu, silken tofu, tempeh, seitan, hummus, fresh pasta, pesto, fresh pesto, tzatziki, pie crust, pie dough, puff pastry, phyllo dough, filo pastry, pizza dough, cookie dough, crescent roll dough, fresh yeast, miso, kimchi, sauerkraut
`,
  Meat: `
🐔 chicken, whole chicken, chicken breast, chicken thigh, chicken leg, chicken drumstick, chicken wing, chicken tender, chicken liver, chicken giblet, ground chicken, rotisserie chicken, hen, cornish hen, poussin, capon
🦃 turkey, turkey breast, ground turkey, turkey leg, turkey thigh
🦆 duck, duck breast, duck leg, duck confit, goose, pheasant, quail, guinea fowl, squab, partridge
🥩 beef, ground beef, minced beef, beef mince, steak, sirloin, sirloin steak, ribeye, rib-eye steak, flank steak, skirt steak, hanger steak, strip steak, t-bone, filet mignon, beef tenderloin, tenderloin, chuck, chuck roast, beef chuck, brisket, short rib, beef short rib, oxtail, stewing beef, stew meat, beef shank, flanken, roast beef, corned beef, veal, veal chop, veal shank, osso buco, ground veal, veal cutlet, bison, venison, rabbit, kidney, heart, liver, calf's liver, sweetbread, tongue, tripe, bone marrow, marrow bone, beef bone, soup bone
🐑 lamb, lamb chop, rack of lamb, lamb shoulder, leg of lamb, lamb shank, ground lamb, minced lamb, mutton, goat
🐖 pork, pork chop, pork loin, pork tenderloin, pork shoulder, pork butt, pork belly, pork rib, spare rib, baby back rib, ground pork, minced pork, pork mince, ham, ham hock, smoked ham, prosciutto, serrano ham, pancetta, guanciale, speck, bacon, slab bacon, streaky bacon, back bacon, canadian bacon, lardon, salt pork, fatback, caul fat, lard, suet
🌭 sausage, italian sausage, pork sausage, chorizo, andouille, kielbasa, bratwurst, hot dog, frankfurter, salami, pepperoni, mortadella, soppressata, blood sausage, black pudding, merguez, breakfast sausage, sausage meat, deli meat, pastrami, pate, foie gras
`,
  Seafood: `
🐟 fish, white fish, salmon, salmon fillet, smoked salmon, lox, trout, smoked trout, arctic char, tuna, tuna steak, ahi tuna, cod, salt cod, bacalao, haddock, smoked haddock, halibut, sea bass, striped bass, branzino, snapper, red snapper, tilapia, catfish, flounder, sole, plaice, monkfish, swordfish, mahi-mahi, mackerel, sardine, fresh sardine, herring, pickled herring, anchovy, fresh anchovy, whitebait, pollock, hake, bluefish, pike, perch, carp, eel, shark, mako shark, skate, turbot, grouper, barramundi, fish fillet, fish roe, roe, caviar, salmon roe
🦐 shrimp, prawn, tiger prawn, king prawn, medium shrimp, large shrimp, jumbo shrimp, rock shrimp, langoustine, crawfish, crayfish
🦞 lobster, lobster tail, crab, crabmeat, crab meat, lump crabmeat, king crab, soft-shell crab, dungeness crab
🦪 oyster, clam, littleneck clam, razor clam, mussel, scallop, bay scallop, sea scallop, cockle, whelk, abalone, sea urchin, uni
🦑 squid, calamari, octopus, cuttlefish, snail, escargot, frog leg
`,
  'Bakery & Bread': `
🍞 bread, white bread, whole wheat bread, wholemeal bread, sourdough, sourdough bread, rye bread, pumpernickel, multigrain bread, sandwich bread, country bread, brioche, challah, bread loaf, sliced bread, crusty bread, day-old bread, stale bread
🥖 baguette, french bread, italian bread, ciabatta, focaccia, cornbread
🥯 bagel, english muffin, muffin, roll, bread roll, dinner roll, hamburger bun, burger bun, hot dog bun, bun, brioche bun, hoagie roll, sub roll, kaiser roll, slider bun
🫓 pita, pita bread, naan, flatbread, lavash, tortilla, flour tortilla, corn tortilla, wrap, chapati, roti, taco shell, tostada
🥐 croissant, danish pastry, pastry, scone, crumpet, biscuit, ladyfinger, sponge cake, cake, pound cake, angel food cake, macaroon, macaron, doughnut, donut, pie shell, tart shell, graham cracker crust, crouton
`,
  'Frozen Foods': `
🧊 frozen pea, frozen corn, frozen spinach, frozen berry, frozen fruit, frozen vegetable, frozen mixed vegetable, frozen shrimp, frozen fish, frozen puff pastry, frozen pie crust, frozen edamame, frozen hash brown, hash brown, tater tot, french fry, fish stick, fish finger, frozen waffle, frozen pizza, frozen dumpling, potsticker, frozen yogurt
🍨 ice cream, vanilla ice cream, gelato, sorbet, sherbet, ice, ice cube, crushed ice, popsicle, whipped topping, cool whip
`,
  Pantry: `
🧂 salt, sea salt, kosher salt, table salt, flaky salt, fleur de sel, rock salt, celery salt, garlic salt, onion salt, salt and pepper, seasoning, seasoning salt, msg
🌶️ pepper, black pepper, white pepper, peppercorn, black peppercorn, green peppercorn, pink peppercorn, sichuan peppercorn, cayenne, cayenne pepper, red pepper flake, crushed red pepper, chili flake, chili powder, chipotle powder, ancho chili powder, paprika, smoked paprika, sweet paprika, hot paprika, hungarian paprika, pimenton, aleppo pepper, gochugaru, dried chili, dried chile, chipotle, chipotle in adobo, harissa, gochujang, sambal oelek, sriracha, hot sauce, tabasco, chili sauce, sweet chili sauce, chili oil, chili paste, curry paste, red curry paste, green curry paste
🫙 cumin, ground cumin, cumin seed, coriander, ground coriander, coriander seed, turmeric, ground turmeric, ground ginger, cinnamon, ground cinnamon, cinnamon stick, nutmeg, ground nutmeg, clove, ground clove, whole clove, allspice, ground allspice, cardamom, ground cardamom, cardamom pod, star anise, anise seed, fennel seed, caraway seed, mustard seed, nigella seed, fenugreek, saffron, sumac, za'atar, garam masala, curry powder, five-spice powder, chinese five spice, ras el hanout, herbes de provence, italian seasoning, cajun seasoning, old bay, pumpkin pie spice, mixed spice, poultry seasoning, onion powder, garlic powder, dried oregano, oregano, dried thyme, dried basil, dried rosemary, dried sage, dried dill, dried parsley, dried mint, dried tarragon, juniper berry, dried bay leaf, mustard powder, dry mustard, vanilla, vanilla bean, vanilla pod, vanilla extract, almond extract, peppermint extract, lemon extract, orange flower water, rose water, food coloring, espresso powder, instant coffee, cream of tartar
🍚 rice, white rice, brown rice, long-grain rice, short-grain rice, basmati rice, jasmine rice, arborio rice, carnaroli rice, sushi rice, wild rice, sticky rice, glutinous rice, risotto rice, paella rice, quinoa, couscous, pearl couscous, israeli couscous, bulgur, bulgur wheat, farro, barley, pearl barley, freekeh, millet, polenta, grits, cornmeal, yellow cornmeal, semolina, oat, rolled oat, old-fashioned oat, steel-cut oat, oatmeal, quick oat, granola, muesli, cereal, corn flake, rice krispie, buckwheat, kasha, amaranth, teff, wheat berry
🍝 pasta, spaghetti, linguine, fettuccine, tagliatelle, pappardelle, penne, rigatoni, fusilli, farfalle, orzo, macaroni, elbow macaroni, lasagna, lasagna noodle, lasagne sheet, orecchiette, ziti, bucatini, angel hair, capellini, vermicelli, gnocchi, ravioli, tortellini, shell, conchiglie, ditalini, noodle, egg noodle, rice noodle, soba, soba noodle, udon, udon noodle, ramen, ramen noodle, glass noodle, cellophane noodle, lo mein, chow mein noodle, rice paper, wonton wrapper, dumpling wrapper, egg roll wrapper
🌾 flour, all-purpose flour, plain flour, self-rising flour, self-raising flour, bread flour, cake flour, pastry flour, whole wheat flour, wholemeal flour, rye flour, spelt flour, almond flour, almond meal, coconut flour, chickpea flour, rice flour, buckwheat flour, tapioca flour, cornstarch, cornflour, corn starch, potato starch, arrowroot, tapioca, tapioca pearl, baking powder, baking soda, bicarbonate of soda, yeast, active dry yeast, instant yeast, dry yeast, gelatin, gelatine, agar, pectin, xanthan gum, bread crumb, breadcrumb, dry bread crumb, panko, panko bread crumb, matzo meal, cracker, saltine, graham cracker, ritz cracker, wafer, cookie, biscotti, pretzel, tortilla chip, potato chip, popcorn, popcorn kernel, rice cake
🍬 sugar, white sugar, granulated sugar, caster sugar, superfine sugar, brown sugar, light brown sugar, dark brown sugar, muscovado, demerara sugar, turbinado sugar, raw sugar, powdered sugar, confectioners' sugar, icing sugar, coconut sugar, palm sugar, jaggery, honey, maple syrup, pure maple syrup, golden syrup, corn syrup, light corn syrup, agave, agave syrup, agave nectar, molasses, treacle, pomegranate molasses, date syrup, simple syrup, syrup, stevia, sweetener, marshmallow, sprinkle, chocolate chip, chocolate, dark chocolate, milk chocolate, white chocolate, bittersweet chocolate, semisweet chocolate, unsweetened chocolate, baking chocolate, cocoa, cocoa powder, cacao nib, candy, caramel, butterscotch chip, toffee, candied ginger, crystallized ginger, candied peel, maraschino cherry, glace cherry, mincemeat, marzipan, almond paste, fondant
🫒 oil, olive oil, extra-virgin olive oil, vegetable oil, canola oil, rapeseed oil, sunflower oil, corn oil, peanut oil, groundnut oil, sesame oil, toasted sesame oil, coconut oil, avocado oil, grapeseed oil, walnut oil, truffle oil, cooking oil, cooking spray, frying oil, shortening, vegetable shortening, vinegar, white vinegar, distilled vinegar, red wine vinegar, white wine vinegar, balsamic vinegar, apple cider vinegar, cider vinegar, rice vinegar, rice wine vinegar, sherry vinegar, malt vinegar, champagne vinegar, black vinegar, olive, black olive, green olive, kalamata olive, caper, caper berry, pickle, dill pickle, gherkin, cornichon, pickled jalapeno, sun-dried tomato, roasted red pepper, piquillo, piquillo pepper, marinated artichoke
🥫 tomato paste, tomato puree, tomato sauce, passata, canned tomato, diced tomato, crushed tomato, whole tomato, plum tomatoes canned, san marzano tomato, stewed tomato, marinara sauce, pasta sauce, pizza sauce, salsa, ketchup, tomatoes and liquid, coconut milk, coconut cream, coconut water, canned coconut, stock, broth, chicken stock, chicken broth, beef stock, beef broth, vegetable stock, vegetable broth, fish stock, fish sauce, dashi, bouillon, bouillon cube, stock cube, chicken bouillon, beef bouillon, consomme, clam juice, tomato soup, cream of mushroom soup, canned soup, anchovy paste, tuna in oil, canned tuna, canned salmon, sardines in oil
🫘 bean, black bean, kidney bean, red kidney bean, white kidney bean, cannellini bean, dried cannellini bean, white bean, navy bean, great northern bean, pinto bean, borlotti bean, lima bean, butter bean, adzuki bean, mung bean, chickpea, garbanzo bean, lentil, red lentil, green lentil, brown lentil, puy lentil, black lentil, split pea, yellow split pea, refried bean, baked bean, dried bean
🥜 peanut, peanut butter, almond butter, tahini, nut, almond, sliced almond, slivered almond, walnut, pecan, cashew, pistachio, pistachio nut, hazelnut, macadamia, macadamia nut, brazil nut, pine nut, chestnut, candle nut, candlenut, pumpkin seed, pepita, sunflower seed, sesame seed, black sesame seed, chia seed, flaxseed, flax seed, ground flaxseed, hemp seed, poppy seed, mixed nut, trail mix, coconut flake, shredded coconut, desiccated coconut, dried coconut
🍇 raisin, golden raisin, sultana, dried currant, dried cranberry, craisin, dried apricot, apricot halves, prune, dried fig, dried date, dried cherry, dried mango, dried fruit, candied fruit, citron, dried shiitake mushroom, dried mushroom, dried porcini, dried shrimp, nori, seaweed, kombu, wakame, bonito flake
🥢 soy sauce, light soy sauce, dark soy sauce, tamari, shoyu, hoisin sauce, oyster sauce, teriyaki sauce, ponzu, mirin, sake for cooking, rice wine, shaoxing wine, worcestershire sauce, maggi sauce, liquid smoke, black bean sauce, chili bean paste, doubanjiang, xo sauce, kecap manis, plum sauce, duck sauce, tamarind, tamarind paste, curry sauce
🥄 mustard, dijon mustard, whole-grain mustard, grainy mustard, yellow mustard, english mustard, honey mustard, mayonnaise, mayo, aioli, relish, sweet relish, chutney, mango chutney, barbecue sauce, bbq sauce, steak sauce, buffalo sauce, ranch dressing, salad dressing, vinaigrette, caesar dressing, horseradish, prepared horseradish, wasabi, jam, jelly, preserves, marmalade, apricot jam, raspberry jam, lemon curd, nutella, cranberry sauce, cranberry relish, apple sauce, applesauce, pie filling, pumpkin puree, canned pumpkin, evaporated cane juice, condensed soup, stuffing, stuffing mix, turkey stuffing, gravy, gravy granules, cake mix, brownie mix, pancake mix, custard powder, pudding mix, jell-o
`,
  Beverages: `
🍷 wine, red wine, dry red wine, white wine, dry white wine, rose wine, sparkling wine, champagne, prosecco, cava, port, sherry, dry sherry, madeira, medium-dry madeira, marsala, vermouth, dry vermouth, sweet vermouth, sake
🍺 beer, lager, ale, stout, porter, pale ale, ipa, hard cider, cider, apple cider
🥃 brandy, cognac, armagnac, calvados, whiskey, whisky, bourbon, scotch, rye whiskey, rum, dark rum, white rum, spiced rum, vodka, gin, tequila, mezcal, kirsch, grand marnier, cointreau, triple sec, amaretto, frangelico, kahlua, coffee liqueur, baileys, limoncello, pernod, pastis, ouzo, absinthe, sambuca, campari, aperol, chartreuse, creme de cassis, liqueur, bitters, angostura bitters
🧃 juice, fruit juice, orange juice, fresh orange juice, apple juice, tangerine juice, grapefruit juice, tomato juice, vegetable juice, pineapple juice, cranberry juice, grape juice, pomegranate juice, carrot juice, lemonade, limeade, nectar
🥤 soda, club soda, sparkling water, soda water, seltzer, tonic water, tonic, ginger ale, ginger beer, cola, root beer, mineral water, bottled water, energy drink, sports drink
☕ coffee, ground coffee, coffee bean, espresso, brewed coffee, cold brew, tea, black tea, green tea, tea bag, matcha, chai, herbal tea, chamomile tea, earl grey, rooibos, hot chocolate, drinking chocolate, cocoa mix
🥛 almond milk, oat milk, soy milk, rice milk, cashew milk, plant milk
`,
  'Other Items': `
📦 water, hot water, cold water, boiling water, ice water, warm water, tap water, aluminum foil, foil, parchment paper, baking paper, plastic wrap, cling film, paper towel, kitchen twine, butcher's twine, skewer, toothpick, cheesecloth, paper liner, cupcake liner, muffin liner, baking cup, zip-top bag, freezer bag, spatula, candle, napkin, garnish, edible flower
`,
};

export const CATEGORY_EMOJI: Record<ShoppingCategory, string> = {
  'Fresh Produce': '🥬',
  Dairy: '🥛',
  'Eggs & Fridge': '🥚',
  Meat: '🥩',
  Seafood: '🐟',
  'Bakery & Bread': '🍞',
  'Frozen Foods': '🧊',
  Pantry: '🥫',
  Beverages: '🥤',
  'Other Items': '📦',
};

export interface FoodEntry {
  name: string;
  category: ShoppingCategory;
  emoji: string;
}

/** Every entry of the list, in category order. A later duplicate of a name is ignored. */
export const FOOD_ENTRIES: readonly FoodEntry[] = (() => {
  const seen = new Set<string>();
  const entries: FoodEntry[] = [];
  for (const [category, block] of Object.entries(FOODS) as [ShoppingCategory, string][]) {
    for (const line of block.split('\n')) {
      const match = /^(\S+)\s+(.+)$/u.exec(line.trim());
      if (!match) continue;
      for (const raw of match[2].split(',')) {
        const name = raw.trim();
        if (!name || seen.has(name)) continue;
        seen.add(name);
        entries.push({ name, category, emoji: match[1] });
      }
    }
  }
  return entries;
})();
