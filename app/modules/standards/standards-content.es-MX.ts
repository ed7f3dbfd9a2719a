import type { StandardsTranslation } from "./standards-translation";

/**
 * The built-in standards (standards-content.ts) in Spanish as written in
 * Mexico (issue 36): keyed by the English seed's category names, standard
 * and sub-standard numbers and appendix letters.
 */
export const standardsEsMX: StandardsTranslation = {
  releaseNotes:
    "Primera edición de las Normas de Control Humanitario de Fauna Silvestre: 15 normas y 5 apéndices, adoptados por el Comité de Normas. La acreditación conforme a estas normas se renueva cada año.",
  categories: {
    General: {
      name: "General",
      description:
        "Los compromisos que asume toda empresa acreditada: su política de bienestar, la operación conforme a la ley, los dispositivos y métodos que nunca usa y cómo se diagnostica cada trabajo.",
    },
    "Animal Welfare": {
      name: "Bienestar animal",
      description:
        "Cómo se trata a los animales en campo: exclusión y desalojo, captura, liberación, el uso excepcional y justificado del control letal, y tolerancia cero a la crueldad.",
    },
    Operations: {
      name: "Operaciones",
      description: "Cómo trabaja la empresa con sus clientes.",
    },
  },
  standards: {
    "1": {
      title: "Política de bienestar animal",
      content:
        "La empresa adopta, cumple y pone a disposición una política escrita de bienestar animal que la compromete a resolver los conflictos entre las personas y la fauna silvestre con el método menos dañino que sea eficaz. La política rige cada servicio que ofrece la empresa y a cada persona que trabaja para ella, en campo o en la oficina.",
      subStandards: {
        "1.1": {
          title: "Una política escrita y firmada",
          content:
            "La política consta por escrito, con fecha y la firma del propietario o del directivo principal. Establece que la empresa cumple estas normas, nombra a la persona responsable de aplicarlas y se revisa al menos una vez al año y cada vez que se publica una nueva versión de estas normas.",
        },
        "1.2": {
          title: "Firmada de enterado por todas las personas que trabajan para la empresa",
          content:
            "Cada empleado, subcontratista y voluntario lee la política antes de trabajar en campo y firma una constancia de enterado. La empresa conserva cada constancia firmada mientras la persona trabaje para ella y durante tres años después.",
        },
        "1.3": {
          title: "A disposición de los clientes y del público",
          content:
            "La política se entrega a cualquier cliente o persona del público que la solicite y, si la empresa tiene sitio web, se publica en él.",
        },
        "1.4": {
          title: "Capacitación",
          content:
            "Antes de trabajar sin supervisión, el personal de campo recibe capacitación en identificación de especies, en exclusión y manejo humanitarios y en estas normas, y cada año recibe al menos cuatro horas de capacitación de actualización. La empresa lleva un registro de quién fue capacitado, cuándo, por quién y en qué.",
        },
      },
    },
    "2": {
      title: "Operación conforme a la ley",
      content:
        "La empresa opera conforme a la ley en todos los lugares donde trabaja. Cuenta con las licencias, los permisos y los seguros que exigen sus jurisdicciones y cumple la legislación federal, estatal, provincial, territorial, tribal y municipal en materia de fauna silvestre, bienestar animal y plaguicidas. Cuando la ley y estas normas difieren, la empresa cumple la que sea más estricta.",
      subStandards: {
        "2.1": {
          title: "Licencias y permisos",
          content:
            "La empresa cuenta con una licencia de funcionamiento vigente y con toda licencia o permiso de control de fauna silvestre problemática, de trampeo, de aplicador de plaguicidas o de otro tipo que su trabajo requiera. Se conservan copias en la oficina y están disponibles en cada vehículo de servicio; se aceptan copias electrónicas.",
        },
        "2.2": {
          title: "Seguros",
          content:
            "La empresa cuenta con un seguro de responsabilidad civil general adecuado al trabajo que realiza y, cuando la ley lo exige, con un seguro de riesgos de trabajo o una cobertura equivalente.",
        },
        "2.3": {
          title: "Especies protegidas",
          content:
            "Las especies protegidas por la ley —por ejemplo, en virtud de la Migratory Bird Treaty Act, la Endangered Species Act, la Species at Risk Act, la Migratory Birds Convention Act o de las listas estatales y provinciales— se manejan únicamente según lo permitan los permisos aplicables. Cuando no tiene certeza de si una especie o una acción está permitida, la empresa consulta a la autoridad de fauna silvestre antes de actuar.",
        },
        "2.4": {
          title: "Aviso de cambios al programa",
          content:
            "La empresa informa al programa en un plazo de 30 días cuando una licencia, un permiso o una póliza de seguro vence, se suspende o cambia, y cuando la empresa o cualquier persona que trabaje para ella es acusada o condenada por un delito o una infracción a la legislación de fauna silvestre o de bienestar animal.",
        },
      },
    },
    "3": {
      title: "Dispositivos y métodos prohibidos",
      content:
        "Algunos dispositivos y métodos causan un sufrimiento que las alternativas humanitarias evitan. La empresa no usa, vende, presta ni recomienda los dispositivos y métodos de esta norma y del Apéndice B, aunque la legislación local los permita.",
      subStandards: {
        "3.1": {
          title: "Trampas de pegamento",
          content:
            "Nunca se usan placas de pegamento ni otras trampas adhesivas para ningún vertebrado, y las placas de pegamento para insectos nunca se colocan donde pudiera quedar atrapado un vertebrado.",
        },
        "3.2": {
          title: "Trampas de sujeción y de aprisionamiento corporal",
          content:
            "No se usan trampas de cepo (de sujeción de pata), lazos, dispositivos de sujeción con cable ni trampas de aprisionamiento corporal. Las únicas trampas letales permitidas son las trampas letales para roedores de la Norma 12.",
        },
        "3.3": {
          title: "Métodos de sacrificio que causan sufrimiento",
          content:
            "Ningún animal es ahogado, asfixiado, congelado, quemado o aplastado, ni recibe disparos de un arma de aire comprimido inadecuada para la especie, ni se le da muerte con un veneno, gas o sustancia que no permitan la Norma 11 o la Norma 13.",
        },
        "3.4": {
          title: "Uso indebido de repelentes y hostigamiento",
          content:
            "La naftalina (bolitas de naftalina), el amoniaco, los dispositivos ultrasónicos y otros repelentes no se usan en contra de lo que indica su etiqueta ni de manera que alejen a una madre de sus crías dependientes o dejen a un animal atrapado dentro de una construcción.",
        },
        "3.5": {
          title: "Sellar con animales dentro",
          content:
            "No se sella ninguna abertura mientras pueda haber un animal dentro. El sellado se realiza después de la confirmación de salida que exige la Norma 7.",
        },
      },
    },
    "4": {
      title: "Diagnóstico del conflicto",
      content:
        "Todo trabajo comienza con una inspección que establece qué especie está involucrada, cómo y por dónde entra o causa daños, si hay crías dependientes y por qué surgió el conflicto. El tratamiento se basa en el diagnóstico, no en la primera petición del cliente.",
      subStandards: {
        "4.1": {
          title: "Inspección en sitio",
          content:
            "Antes de proponer cualquier tratamiento, la empresa inspecciona la propiedad y la construcción, incluidos el contorno del techo y el ático cuando es seguro hacerlo, e identifica la especie por indicios como huellas, excrementos, daños, ruidos y avistamientos. La inspección se registra (Apéndice D).",
        },
        "4.2": {
          title: "Crías dependientes",
          content:
            "La inspección toma en cuenta la temporada y los indicios para determinar si puede haber crías dependientes (Apéndice C), y registra la conclusión y los motivos que la sustentan.",
        },
        "4.3": {
          title: "Hallazgos y opciones por escrito",
          content:
            "Antes de que comience el trabajo, el cliente recibe una descripción por escrito de los hallazgos, el plan recomendado, las opciones humanitarias disponibles y el costo de cada una.",
        },
        "4.4": {
          title: "Sin captura ni retiro innecesarios",
          content:
            "La empresa no recomienda el trampeo, el retiro ni el control letal cuando la exclusión o los cambios en la propiedad resolverían el conflicto.",
        },
      },
    },
    "5": {
      title: "Educación del cliente",
      content:
        "La empresa ayuda a cada cliente a entender al animal, por qué ocurrió el conflicto y cómo prevenirlo, para que la solución sea duradera y el cliente pueda tomar decisiones informadas.",
      subStandards: {
        "5.1": {
          title: "Explicación del animal y del método",
          content:
            "La empresa explica la biología y el comportamiento de las especies relevantes para el conflicto, y por qué se usan métodos humanitarios.",
        },
        "5.2": {
          title: "Recomendaciones de prevención por escrito",
          content:
            "Cada cliente recibe por escrito recomendaciones de prevención para su propiedad: los atrayentes que debe eliminar, los puntos de entrada que debe vigilar y el mantenimiento que impide el paso de los animales.",
        },
        "5.3": {
          title: "Afirmaciones honestas",
          content:
            "La empresa no exagera los riesgos para la salud ni los daños para vender un servicio. Su publicidad describe sus métodos con exactitud y usa el nombre y el distintivo del programa solo en la forma en que el programa lo permite.",
        },
        "5.4": {
          title: "Preguntas y quejas",
          content:
            "Se informa a los clientes cómo comunicarse con la empresa para hacer una pregunta o presentar una queja, y cómo contactar al programa. Se acusa recibo de las quejas en un plazo de dos días hábiles y se registran junto con su resultado.",
        },
      },
    },
    "6": {
      title: "Modificación del entorno",
      content:
        "Las soluciones duraderas cambian las condiciones que atrajeron al animal. La empresa recomienda y, cuando se le contrata para ello, realiza los cambios que eliminan los atrayentes e impiden el acceso a las construcciones.",
      subStandards: {
        "6.1": {
          title: "Eliminación de atrayentes",
          content:
            "La empresa identifica el alimento, el agua y el refugio que atraen a la fauna silvestre —basura y composta sin asegurar, alimento para mascotas, comederos para aves, fruta caída, pilas de leña, huecos bajo terrazas y cobertizos— y aconseja cómo eliminarlos o asegurarlos.",
        },
        "6.2": {
          title: "Exclusión duradera",
          content:
            "La exclusión se hace con materiales duraderos adecuados para la especie, como malla de acero galvanizado o lámina metálica, bien sujetos. No se usan como barrera materiales que puedan enredar, cortar o atrapar a los animales, como redes sueltas o espuma expansiva sola.",
        },
        "6.3": {
          title: "Respeto al hábitat",
          content:
            "Las modificaciones no destruyen el hábitat innecesariamente. Los árboles, arbustos y estructuras que albergan nidos o madrigueras activos no se retiran hasta que las crías se hayan ido, y solo según lo permita la ley.",
        },
        "6.4": {
          title: "Inspección al terminar",
          content:
            "Los trabajos de exclusión se inspeccionan al terminarse, y se muestra al cliente cómo revisarlos y qué hacer si un animal regresa.",
        },
      },
    },
    "7": {
      title: "Desalojo humanitario",
      content:
        "Cuando un animal vive en una construcción, la empresa lo desaloja mediante exclusión y dispositivos de una sola vía para que se vaya por su cuenta. El desalojo se programa y se verifica para que ningún animal, adulto o cría, quede atrapado dentro ni separado de su madre.",
      subStandards: {
        "7.1": {
          title: "Dispositivos de una sola vía",
          content:
            "Las puertas, embudos y conos de una sola vía se instalan solo en puntos de entrada activos confirmados, después de que todas las demás aberturas se hayan sellado o estén bajo vigilancia, y tienen el tamaño y la instalación adecuados para que el animal pueda salir y no pueda regresar.",
        },
        "7.2": {
          title: "Crías dependientes",
          content:
            "Cuando hay crías dependientes, el desalojo espera hasta que puedan moverse lo suficiente para seguir a su madre, o bien las crías se retiran a mano y se colocan en una caja de reencuentro con una fuente de calor en el punto de entrada para que la madre pueda recuperarlas. Los intentos de reencuentro se vigilan; las crías que la madre no haya recuperado a la mañana siguiente se llevan a un rehabilitador de fauna silvestre con licencia.",
        },
        "7.3": {
          title: "Murciélagos",
          content:
            "Nunca se excluye a los murciélagos durante la temporada de maternidad que fije la autoridad local de fauna silvestre o, cuando no se haya fijado ninguna, entre el 1 de mayo y el 15 de agosto. La exclusión de murciélagos sigue las indicaciones de la autoridad y el protocolo vigente de descontaminación contra el síndrome de la nariz blanca.",
        },
        "7.4": {
          title: "Confirmación de la salida",
          content:
            "Antes de sellar la última abertura, la empresa confirma mediante monitoreo que la construcción está vacía —por ejemplo, con un dispositivo de una sola vía cerrado que permanece al menos tres noches sin actividad, con material para detectar huellas o con cámaras— y registra cómo lo confirmó.",
        },
        "7.5": {
          title: "Seguimiento en un plazo de 48 horas",
          content:
            "La empresa da seguimiento a cada dispositivo de una sola vía, caja de reencuentro y exclusión en un plazo de 48 horas a partir de su instalación, en el sitio o con el cliente, y de nuevo antes del sellado final. Si se encuentra un animal atrapado, se libera de inmediato.",
        },
      },
    },
    "8": {
      title: "Captura en vivo limitada",
      content:
        "La captura en vivo se usa solo cuando el desalojo y la exclusión no pueden resolver el conflicto, o cuando un animal debe retirarse por su propio bienestar o por seguridad pública, como un animal suelto dentro de un espacio habitado. La captura se planea para que el animal pase el menor tiempo posible en una trampa.",
      subStandards: {
        "8.1": {
          title: "Motivo registrado",
          content:
            "En cada trabajo se registra el motivo por el que fue necesaria la captura en vivo (Apéndice D).",
        },
        "8.2": {
          title: "Trampas revisadas al menos una vez al día",
          content:
            "Cada trampa colocada se revisa en persona al menos una vez al día, y con mayor frecuencia con calor o frío extremos o cuando la trampa está a la intemperie. Los monitores remotos de trampas pueden ayudar, pero no sustituyen la revisión diaria. Las trampas que no pueden revisarse se cierran.",
        },
        "8.3": {
          title: "Trampas adecuadas y bien colocadas",
          content:
            "Las trampas de jaula y de caja tienen un tamaño adecuado para la especie, no tienen bordes filosos, están a la sombra y protegidas de la lluvia y el viento, y se colocan de manera que se eviten los animales no objetivo.",
        },
        "8.4": {
          title: "Animales no objetivo",
          content:
            "Un animal no objetivo se libera de inmediato en el lugar donde fue capturado, salvo que esté herido, en cuyo caso se lleva a un veterinario o a un rehabilitador de fauna silvestre con licencia.",
        },
        "8.5": {
          title: "Manejo",
          content:
            "Los animales capturados se manipulan lo menos posible y con la mayor calma posible; las trampas se cubren para reducir el estrés, y los animales nunca se dejan bajo el sol directo ni dentro de un vehículo cerrado.",
        },
      },
    },
    "9": {
      title: "Liberación",
      content:
        "Los animales capturados se liberan con rapidez, según lo permita la ley, y lo más cerca posible del lugar donde fueron capturados, para que puedan volver a su territorio conocido, a su alimento, a su refugio y a sus crías dependientes, si las tienen.",
      subStandards: {
        "9.1": {
          title: "Sitio de liberación",
          content:
            "Los animales se liberan en la propiedad o dentro de su ámbito hogareño siempre que la ley lo permita. Cuando la ley exige reubicarlos, el sitio de liberación es un hábitat adecuado elegido con el permiso del propietario del terreno.",
        },
        "9.2": {
          title: "Traslado en menos de 8 horas",
          content:
            "El tiempo entre la captura y la liberación es menor de 8 horas, incluido el traslado. Durante el traslado, los animales van asegurados, con ventilación y a la sombra, y lejos de los gases de escape, de las temperaturas extremas y de otros animales.",
        },
        "9.3": {
          title: "Animales heridos, enfermos o huérfanos",
          content:
            "Un animal herido, enfermo o huérfano se lleva a un rehabilitador de fauna silvestre con licencia o a un veterinario. La empresa mantiene una lista actualizada de los rehabilitadores que reciben las especies que maneja.",
        },
        "9.4": {
          title: "Registros de captura y liberación",
          content:
            "Cada captura se registra con la especie, el lugar y la hora de la captura, el lugar y la hora de la liberación, y el resultado (Apéndice D).",
        },
      },
    },
    "10": {
      title: "Justificación del control letal",
      content:
        "Matar a un animal es el último recurso. Solo se justifica cuando los métodos no letales han fallado o no pueden funcionar en las circunstancias, cuando es legal y cuando el motivo se ha registrado antes de dar muerte al animal.",
      subStandards: {
        "10.1": {
          title: "Cuándo puede justificarse el control letal",
          content:
            "El control letal solo puede justificarse cuando: un animal está tan gravemente herido o enfermo que no puede recuperarse; una autoridad sanitaria lo ordena, por ejemplo, en el caso de una especie vectora de la rabia que muestra signos de la enfermedad; la ley prohíbe liberar al animal, como ocurre con algunas especies invasoras, o una amenaza grave para la salud o la seguridad de las personas no puede eliminarse de ninguna otra forma.",
        },
        "10.2": {
          title: "Justificación por escrito antes del acto",
          content:
            "La justificación se anota en el formulario del Apéndice D antes de dar muerte al animal, la aprueba el propietario o un técnico principal designado, y se explica al cliente, cuyo consentimiento informado se registra. En una emergencia, el formulario se llena el mismo día.",
        },
        "10.3": {
          title: "No por conveniencia",
          content:
            "El costo, el tiempo o la preferencia de un cliente, por sí solos, nunca justifican matar a un animal.",
        },
        "10.4": {
          title: "Informe al programa",
          content:
            "Cada acción letal se incluye en la renovación anual de la empresa, y los examinadores revisan las justificaciones durante las auditorías.",
        },
      },
    },
    "11": {
      title: "Métodos letales humanitarios",
      content:
        "Cuando el control letal está justificado, la empresa usa solo métodos que dejan al animal inconsciente de inmediato y le dan muerte sin que recupere la conciencia, como los describe para la especie la edición vigente de las AVMA Guidelines for the Euthanasia of Animals (las directrices de la Asociación Americana de Medicina Veterinaria para la eutanasia de animales), aplicados por personas capacitadas.",
      subStandards: {
        "11.1": {
          title: "Métodos aceptables",
          content:
            "Solo se usan métodos clasificados como aceptables, o aceptables con condiciones, para la especie, y se cumplen esas condiciones. Se prefiere la eutanasia a cargo de un veterinario cuando hay uno disponible.",
        },
        "11.2": {
          title: "Competencia",
          content:
            "Solo aplica el método el personal capacitado y evaluado en él que cuente con la licencia que, en su caso, se requiera.",
        },
        "11.3": {
          title: "Confirmación de la muerte",
          content: "Se confirma la muerte antes de mover al animal o de darle disposición final.",
        },
        "11.4": {
          title: "Disposición final conforme a la ley",
          content:
            "La disposición final de los cadáveres se hace conforme a la ley. Los de especies vectoras de la rabia se manejan según lo indique la autoridad sanitaria, y se envían las muestras que se requieran.",
        },
      },
    },
    "12": {
      title: "Trampas letales para roedores",
      content:
        "Cuando es necesario matar ratones domésticos, ratas noruegas o ratas de techo, se usan trampas de muerte rápida en lugar de venenos, junto con la exclusión, para que no puedan entrar nuevos roedores.",
      subStandards: {
        "12.1": {
          title: "Diseños aprobados",
          content:
            "Solo se usan trampas mecánicas de golpe y trampas electrónicas diseñadas y dimensionadas para la especie objetivo, y se mantienen en buen estado de funcionamiento.",
        },
        "12.2": {
          title: "Protección de los animales no objetivo",
          content:
            "Las trampas se colocan dentro de estaciones resistentes a la manipulación o donde no puedan alcanzarlas niños, mascotas ni fauna silvestre no objetivo, y nunca al descubierto en exteriores.",
        },
        "12.3": {
          title: "Revisadas al menos una vez al día",
          content:
            "Las trampas colocadas se revisan al menos una vez al día. Si se encuentra un animal vivo en una trampa, se le da muerte de inmediato con un método permitido por la Norma 11.",
        },
        "12.4": {
          title: "Exclusión junto con el trampeo",
          content:
            "El trampeo va acompañado del sellado de los puntos de entrada de los roedores y de recomendaciones de saneamiento para el cliente (Norma 6).",
        },
      },
    },
    "13": {
      title: "Uso de rodenticidas",
      content:
        "Los rodenticidas causan un sufrimiento prolongado y matan a depredadores, carroñeros y mascotas por intoxicación secundaria. La empresa los evita y solo los usa en la forma en que lo permite esta norma.",
      subStandards: {
        "13.1": {
          title: "Un último recurso documentado",
          content:
            "Solo se usa un rodenticida cuando una infestación amenaza la salud pública y el trampeo y la exclusión han fallado o no pueden funcionar; los motivos se registran antes de usarlo.",
        },
        "13.2": {
          title: "Productos que nunca se usan",
          content:
            "Nunca se usan anticoagulantes de segunda generación (brodifacoum, bromadiolona, difenacoum y difetialona), ni pellets sueltos, polvos de rastreo o cualquier rodenticida colocado en exteriores fuera de una estación de cebo resistente a la manipulación.",
        },
        "13.3": {
          title: "Etiqueta y licencia",
          content:
            "Los rodenticidas los aplica únicamente un aplicador con licencia, exactamente como lo indica la etiqueta.",
        },
        "13.4": {
          title: "Monitoreo y búsqueda de cadáveres",
          content:
            "Mientras haya cebo colocado, las estaciones se inspeccionan y se buscan cadáveres en el área al menos una vez al día. Los cadáveres se retiran y se les da disposición final conforme a la ley, y el cebo se retira en cuanto cesa la actividad.",
        },
      },
    },
    "14": {
      title: "Animales de trabajo",
      content:
        "Nunca se usan perros ni otros animales para perseguir, acorralar, atrapar o matar fauna silvestre, ni para pelear con ella.",
      subStandards: {
        "14.1": {
          title: "Solo detección",
          content:
            "Se puede usar un perro detector entrenado para localizar animales o sus indicios, con correa y bajo control, y nunca se le permite tener contacto con la fauna silvestre.",
        },
        "14.2": {
          title: "Bienestar de los animales de trabajo",
          content:
            "Los animales de trabajo reciben cuidados, descanso y vacunas, y se les protege del calor, del frío y de las lesiones.",
        },
      },
    },
    "15": {
      title: "Tolerancia cero a la crueldad",
      content:
        "La crueldad hacia cualquier animal —un acto u omisión que causa dolor, sufrimiento o angustia innecesarios— por parte de cualquier persona que trabaje para la empresa nunca es aceptable. La empresa actúa de inmediato cuando se sospecha que hay crueldad.",
      subStandards: {
        "15.1": {
          title: "Qué se considera crueldad",
          content:
            "La crueldad incluye lesionar o atormentar deliberadamente a un animal, dejar a un animal capturado más allá del intervalo de revisión exigido, trasladarlo o retenerlo más allá de los límites de la Norma 9, darle muerte sin la justificación de la Norma 10 y cualquier uso de los dispositivos y métodos de la Norma 3.",
        },
        "15.2": {
          title: "Reportes",
          content:
            "Cualquier persona puede reportar una sospecha de crueldad a la empresa o directamente al programa. La empresa informa al programa de cada denuncia que recibe y no toma represalias contra la persona que la reportó.",
        },
        "15.3": {
          title: "Seguimiento en un plazo de 48 horas",
          content:
            "En un plazo de 48 horas a partir de que tiene conocimiento de una denuncia, la empresa retira del trabajo de campo a la persona involucrada mientras dura la investigación, resguarda los registros pertinentes y envía al programa un primer informe por escrito. Concluye su investigación e informa el resultado al programa.",
        },
        "15.4": {
          title: "Consecuencias",
          content:
            "La crueldad confirmada da lugar a medidas disciplinarias que pueden llegar hasta el despido y, cuando se ha infringido la ley, a una denuncia ante las autoridades. El programa puede suspender o revocar la acreditación de la empresa.",
        },
      },
    },
  },
  appendices: {
    A: {
      title: "Definiciones",
      content: `**Crías dependientes** — animales jóvenes que todavía no pueden sobrevivir sin los cuidados de su madre; el Apéndice C indica las temporadas habituales.

**Exclusión** — sellado, con materiales duraderos, de las aberturas que usa un animal para entrar en una construcción, una vez que el animal se ha ido.

**Desalojo** — hacer que un animal salga por su cuenta de una construcción, normalmente con un dispositivo de una sola vía, sin capturarlo.

**Dispositivo de una sola vía** — puerta, embudo o cono instalado sobre un punto de entrada que permite salir a un animal y le impide regresar.

**Caja de reencuentro** — caja resguardada y con una fuente de calor que se coloca en un punto de entrada para que una madre pueda recuperar a las crías retiradas de una construcción.

**Animal no objetivo** — cualquier animal distinto de aquel con el que el trabajo busca resolver un conflicto.

**Ámbito hogareño** — área en la que un animal vive y se alimenta normalmente; para la mayoría de los mamíferos que se manejan conforme a estas normas, en un radio de aproximadamente una milla (1.6 km) del lugar donde se encontró.

**Control letal** — cualquier acción destinada a dar muerte a un animal, incluida la eutanasia.

**Eutanasia** — dar muerte a un animal con un método que provoca de inmediato la inconsciencia y la muerte con el menor dolor y la menor angustia posibles.

**Roedores comensales** — ratones domésticos, ratas noruegas y ratas de techo que viven dentro y alrededor de los edificios.

**Revisión de trampa** — inspección en persona de una trampa colocada, a cargo de una persona capacitada que actúa según lo que encuentre.

**El programa** — el Programa de Acreditación Humanitaria, su Comité de Normas, sus examinadores y sus administradores.`,
    },
    B: {
      title: "Dispositivos y métodos prohibidos",
      content: `Una empresa acreditada nunca usa, vende, presta ni recomienda lo siguiente (Norma 3):

- placas de pegamento y otras trampas adhesivas para vertebrados;
- trampas de cepo (de sujeción de pata), lazos y dispositivos de sujeción con cable;
- trampas de aprisionamiento corporal (como las trampas tipo Conibear), salvo las trampas letales para roedores de la Norma 12;
- el ahogamiento, incluidas las trampas de ahogamiento y la inmersión de un animal vivo;
- la asfixia, la congelación, la quema o el aplastamiento de un animal vivo;
- el monóxido de carbono de los gases de escape de vehículos y cualquier gas que no figure como aceptable para la especie en las AVMA Guidelines;
- los rodenticidas anticoagulantes de segunda generación, los polvos de rastreo y el cebo suelto (Norma 13);
- venenos, fumigantes o sustancias tóxicas para cualquier animal que no sea un roedor comensal;
- la naftalina (bolitas de naftalina), el amoniaco y otros repelentes usados en contra de lo que indica su etiqueta;
- encerrar a un animal dentro de una construcción, o sellar un punto de entrada antes de confirmar la salida;
- perros u otros animales usados para perseguir, atrapar o matar fauna silvestre (Norma 14).`,
    },
    C: {
      title: "Temporadas de crías dependientes",
      content: `Temporadas típicas en las que hay crías dependientes de las especies que se manejan con frecuencia en América del Norte. Las temporadas varían según la latitud, la altitud y el clima: la empresa aplica el conocimiento local y las indicaciones de su autoridad de fauna silvestre y, en caso de duda, supone que hay crías.

| Especie | Nacimiento de las crías | Dependientes hasta aproximadamente |
| --- | --- | --- |
| Mapache | marzo – junio | 10 a 12 semanas de edad |
| Zorrillo listado | mayo – junio | 8 semanas de edad |
| Ardilla gris oriental | febrero – abril y julio – septiembre | 10 a 12 semanas de edad |
| Ardilla roja americana | marzo – mayo | 8 a 10 semanas de edad |
| Ardillas voladoras | marzo – mayo y agosto – septiembre | 8 semanas de edad |
| Murciélago café grande y murciélago café pequeño | mayo – julio | poder volar, por lo general a mediados de agosto |
| Marmota americana (marmota canadiense) | abril – mayo | 6 a 7 semanas de edad |
| Tlacuache norteamericano (zarigüeya de Virginia) | febrero – julio | dejar el lomo de la madre, hacia las 12 semanas |
| Vencejo de chimenea y otras aves que anidan | mayo – agosto | dejar el nido; los nidos activos están protegidos por la ley |`,
    },
    D: {
      title: "Registros y formularios",
      content: `La empresa conserva los siguientes registros durante al menos tres años y los pone a disposición de los examinadores.

**Registro de inspección** (Norma 4): fecha, domicilio, inspector, especie y los indicios usados para identificarla, puntos de entrada, atrayentes, si puede haber crías dependientes y por qué, y el plan recomendado.

**Bitácora de revisión de trampas** (Normas 8 y 12): para cada trampa, dónde y cuándo se colocó, y la fecha, la hora, la persona y el resultado de cada revisión, hasta que se retire la trampa.

**Registro de captura y liberación** (Norma 9): especie, sexo y clase de edad cuando se conozcan, lugar y hora de la captura, lugar y hora de la liberación, tiempo total desde la captura hasta la liberación, estado del animal y resultado (liberado, llevado a un rehabilitador o a un veterinario, sometido a eutanasia).

**Formulario de justificación del control letal** (Norma 10): el animal y el lugar, la condición de la Norma 10.1 que aplica, los métodos no letales que se intentaron o por qué ninguno podía funcionar, la legislación aplicable, el método que se usará (Norma 11), la persona que lo aprueba, el consentimiento del cliente, y la fecha y la hora; se llena antes del acto, o el mismo día en una emergencia.

**Registro de denuncias de crueldad** (Norma 15): cuándo y de quién se recibió la denuncia, qué se denunció, las medidas tomadas en un plazo de 48 horas, el resultado de la investigación y los informes enviados al programa.`,
    },
    E: {
      title: "Acreditación, auditorías y cambios a estas normas",
      content: `**Auditorías.** Un examinador audita en sitio a cada solicitante conforme a la versión de estas normas vigente el día en que se completa la auditoría, y registra un hallazgo para cada norma. La versión queda registrada con la auditoría y aparece en el certificado.

**Acreditación.** Un certificado de acreditación tiene una vigencia de un año. La acreditación se renueva cada año: la empresa confirma sus datos y cualquier cambio en sus prácticas, paga las cuotas de renovación y puede ser auditada de nuevo.

**Cambios a las normas.** Cualquier persona puede proponer un cambio a una norma, con sus motivos. El Comité de Normas discute las propuestas y las somete a votación de sus miembros con derecho a voto, con una fecha de cierre, un quórum y un umbral de aprobación que se registran al abrirse la votación. Un cambio aprobado entra en vigor cuando se publica aquí; cada cambio aumenta en 0.1 la versión de la norma correspondiente y se enumera, con sus diferencias, en “Qué cambió”.

**Versiones.** Las normas en su conjunto se publican en versiones numeradas. La versión 1.0 se publicó el 1 de junio de 2024.`,
    },
  },
};
