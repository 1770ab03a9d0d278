import { beauty } from './beauty.ts';
import { businessFinance } from './business-finance.ts';
import type { CategoryCatalog } from './catalog-types.ts';
import { cities } from './cities.ts';
import { educationScience } from './education-science.ts';
import { extremeSport } from './extreme-sport.ts';
import { fashionStyle } from './fashion-style.ts';
import { foodDrinks } from './food-drinks.ts';
import { handcraftArt } from './handcraft-art.ts';
import { holidaysCelebration } from './holidays-celebration.ts';
import { home } from './home.ts';
import { industry } from './industry.ts';
import { kidsParents } from './kids-parents.ts';
import { leisureEntertainment } from './leisure-entertainment.ts';
import { medical } from './medical.ts';
import { natureWildlife } from './nature-wildlife.ts';
import { pets } from './pets.ts';
import { realEstateBuilding } from './real-estate-building.ts';
import { religions } from './religions.ts';
import { socialCharity } from './social-charity.ts';
import { technology } from './technology.ts';
import { transportation } from './transportation.ts';
import { travelVacation } from './travel-vacation.ts';

/** Every category's written content, in the order of `templateCategories`. */
export const categoryCatalogs: readonly CategoryCatalog[] = [
  holidaysCelebration,
  foodDrinks,
  fashionStyle,
  businessFinance,
  home,
  handcraftArt,
  beauty,
  leisureEntertainment,
  natureWildlife,
  educationScience,
  technology,
  medical,
  socialCharity,
  extremeSport,
  realEstateBuilding,
  travelVacation,
  pets,
  religions,
  cities,
  industry,
  transportation,
  kidsParents,
];
